import { useCustomMutation, type BaseRecord, type HttpError, type MetaQuery } from '@refinedev/core';
import { useCallback } from 'react';

/** A URL with Blade's @RequestParam arguments in its query string. */
export const withQuery = (url: string, params: Record<string, string>) => `${url}?${new URLSearchParams(params)}`;

/**
 * The POST of an action's dialog (`values`: its JSON body; undefined where Blade reads
 * the query only) with the toast saying what happened (`false`: none, another call tells). Resolves true when the server took it; a
 * refusal is shown by the request layer, so it resolves false and the dialog stays as it was.
 */
export function useActionPost() {
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, unknown>();
  const post = useCallback(
    (url: string, values: unknown, success: string | false, meta?: MetaQuery) =>
      mutateAsync({
        url,
        method: 'post',
        values,
        ...(meta ? { meta } : {}),
        successNotification: success === false ? false : () => ({ message: success, type: 'success' }),
        errorNotification: false,
      }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { post, pending: mutation.isPending };
}
