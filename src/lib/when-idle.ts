/** Runs `task` when the browser is idle (or soon, where idle callbacks do not exist). */
export function whenIdle(task: () => void, timeout = 3000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, 500);
}

/** Runs `task` once the next frame has been painted; the returned function cancels it. */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
