import { useCustomMutation, type BaseRecord, type HttpError, type MetaQuery } from '@refinedev/core';
import { useCallback } from 'react';
import { isUnknownResult } from './use-unknown-result';

/** How a POST ended: taken, refused (the request layer said why), or its answer never came. */
export type PostOutcome = 'done' | 'refused' | 'unknown';

/** A URL with Blade's @RequestParam arguments in its query string. */
export const withQuery = (url: string, params: Record<string, string>) => `${url}?${new URLSearchParams(params)}`;

/**
 * The POST of an action's dialog (`values`: its JSON body; undefined where Blade reads
 * the query only) with the toast saying what happened (`false`: none, another call tells). Resolves true when the server took it; a
 * refusal is shown by the request layer, so it resolves false and the dialog stays as it was.
 * `send` says which failure it was, for a save that must not be sent twice (use-unknown-result.ts).
 */
export function useActionPost() {
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, unknown>();
  const send = useCallback(
    (url: string, values: unknown, success: string | false, meta?: MetaQuery): Promise<PostOutcome> =>
      mutateAsync({
        url,
        method: 'post',
        values,
        ...(meta ? { meta } : {}),
        successNotification: success === false ? false : () => ({ message: success, type: 'success' }),
        errorNotification: false,
      }).then(
        () => 'done' as const,
        (error: unknown) => (isUnknownResult(error) ? ('unknown' as const) : ('refused' as const)),
      ),
    [mutateAsync],
  );
  const post = useCallback(
    (url: string, values: unknown, success: string | false, meta?: MetaQuery) =>
      send(url, values, success, meta).then((outcome) => outcome === 'done'),
    [send],
  );
  return { post, send, pending: mutation.isPending };
}
