// msw re-checks its worker script on every start (registration.update()) and leaves that promise
// unhandled: a check that fails (the server restarting, a reload cutting the fetch short, a 404
// while a new build is copied in) printed "Uncaught (in promise) ... Failed to update a
// ServiceWorker" although the worker already running serves on. The stand-in handles its own.

const WORKER_UPDATE = /Failed to update a ServiceWorker/i;
const WORKER_SCRIPT = /mockServiceWorker\.js/;

/** True for the rejection of msw's update check of the stand-in's worker. */
function isWorkerUpdateFailure(reason: unknown): boolean {
  const message =
    reason instanceof Error || (typeof reason === 'object' && reason !== null && 'message' in reason)
      ? String((reason as { message: unknown }).message)
      : String(reason);
  return WORKER_UPDATE.test(message) && WORKER_SCRIPT.test(message);
}

/** Keeps that rejection out of the console; every other unhandled rejection is reported as before. */
export function quietWorkerUpdates(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isWorkerUpdateFailure(event.reason)) event.preventDefault();
  });
}
