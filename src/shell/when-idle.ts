/** Runs `task` when the browser is idle (or soon, where idle callbacks do not exist). */
export function whenIdle(task: () => void, timeout = 3000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, 500);
}
