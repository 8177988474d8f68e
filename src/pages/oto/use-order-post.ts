import { joinPath } from '../../providers/endpoints';
import { useActionPost } from '../crud/use-action-post';

/**
 * A JSON POST to `<base>/<endpoint>` (change-expert, change-ord-status, refund, a programme step)
 * with the toast saying what happened; resolves true when the server took it. A refusal (400 with
 * Blade's message, 403) is already shown by the request layer, so it resolves false and the
 * dialog stays.
 */
export function useOrderPost(base: string) {
  const { post, pending } = useActionPost();
  return {
    post: (endpoint: string, values: Record<string, unknown>, success: string) =>
      post(joinPath(base, endpoint), values, success),
    pending,
  };
}
