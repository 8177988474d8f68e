/** What an error listener knows about an error. */
export type ErrorFacts = { message: string; stack?: string; filename?: string };

// The stand-in backend is msw's service worker. On every start msw asks the browser to re-check
// the worker script and leaves that promise unhandled, so a failed check (server restarting, a
// network blip) surfaced as an app error. The console registers no service worker of its own:
// any service-worker failure is the stand-in's.
const STANDIN = /mockServiceWorker\.js|\[MSW\]|\/node_modules\/(\.vite\/deps\/)?msw|msw_browser/i;
const SERVICE_WORKER = /\bServiceWorker\b/;
// A browser extension's script runs in our page and reports through the same listeners.
const EXTENSION = /^(chrome|moz|safari(-web)?)-extension:/;

/**
 * True for an error the application did not raise and cannot act on: the stand-in's service
 * worker, browser extensions, and another origin's script (whose errors the browser reduces to
 * "Script error."). The error log is for the application's own failures.
 */
export function isForeignError({ message, stack = '', filename = '' }: ErrorFacts, origin: string): boolean {
  const text = `${message}\n${stack}\n${filename}`;
  if (STANDIN.test(text) || SERVICE_WORKER.test(message)) return true;
  if (EXTENSION.test(filename) || /\b(chrome|moz|safari(-web)?)-extension:\/\//.test(stack)) return true;
  if (/^Script error\.?$/i.test(message.trim())) return true;
  return isOtherOrigin(filename, origin);
}

function isOtherOrigin(filename: string, origin: string): boolean {
  if (!filename) return false;
  try {
    const url = new URL(filename, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}
