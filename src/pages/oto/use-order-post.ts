import { useCustomMutation } from '@refinedev/core';
import { useCallback } from 'react';
import { joinPath } from '../../providers/endpoints';

/**
 * A JSON POST to `<base>/<endpoint>` (change-expert, change-ord-status, refund) with the
 * toast saying what happened; resolves true when the server took it. A refusal (400 with Blade's
 * message, 403) is already shown by the request layer, so it resolves false and the dialog stays.
 */
export function useOrderPost(base: string) {
  const { mutateAsync, mutation } = useCustomMutation();
  const post = useCallback(
    (endpoint: string, values: Record<string, unknown>, success: string) =>
      mutateAsync({
        url: joinPath(base, endpoint),
        method: 'post',
        values,
        successNotification: () => ({ message: success, type: 'success' }),
        errorNotification: false,
      })
        .then(() => true)
        .catch(() => false),
    [base, mutateAsync],
  );
  return { post, pending: mutation.isPending };
}
