import { describe, expect, it } from 'vitest';
import { quietWorkerUpdates } from '../../mocks/worker-update-noise';

/** An unhandled rejection as the browser announces it: cancelable, its reason on the event. */
function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown };
  event.reason = reason;
  return event;
}

describe("the stand-in's worker update check", () => {
  it('keeps a failed check of mockServiceWorker.js out of the console, and nothing else', () => {
    const target = new EventTarget();
    quietWorkerUpdates(target as unknown as Window);
    const failed = rejection(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://localhost:4173/') with script ('http://localhost:4173/mockServiceWorker.js'): Not found",
      ),
    );
    target.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(true);

    for (const reason of [
      new TypeError(
        "Failed to update a ServiceWorker for scope ('https://x/') with script ('https://x/sw.js'): Not found",
      ),
      new Error('Network Error'),
      'mockServiceWorker.js',
    ]) {
      const other = rejection(reason);
      target.dispatchEvent(other);
      expect(other.defaultPrevented).toBe(false);
    }
  });
});
