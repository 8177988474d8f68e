import { errorLog, type ErrorLogStore } from './error-log-store';

// Browsers report a ResizeObserver that could not deliver all notifications in one frame as an
// error; it is harmless layout noise (antd tables trigger it) and would drown the real errors.
const NOISE = /ResizeObserver loop/i;

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

/**
 * Records uncaught errors and unhandled promise rejections of the page. Errors a React error
 * boundary catches never reach these listeners; the boundary records those itself.
 * Returns the function that removes the listeners.
 */
export function installErrorCapture(store: ErrorLogStore = errorLog, target: Window = window): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    const described = error !== undefined && error !== null ? describe(error) : { message: message ?? '', stack: '' };
    const text = described.message || message;
    if (!text || NOISE.test(text)) return;
    store.add({ message: text, stack: described.stack, info: 'window.onerror', url: target.location.href });
  };
  const onRejection = (event: Event) => {
    const { message, stack } = describe((event as PromiseRejectionEvent).reason);
    if (NOISE.test(message)) return;
    store.add({ message, stack, info: 'unhandledrejection', url: target.location.href });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
