/**
 * Wraps an async task so that however many callers ask at once, it runs once and all of them
 * share its outcome. Used for the token refresh: five requests failing together make one call.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
