import { errorLog, type ErrorLogStore } from './error-log-store';
import { isForeignError } from './foreign-error';

// Browsers report a ResizeObserver that could not deliver all notifications in one frame as an
// error; it is harmless layout noise (antd tables trigger it) and would drown the real errors.
const NOISE = /ResizeObserver loop/i;

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  // An error of another realm (a frame, a DOMException some engines do not derive from Error).
  const like = reason as { message?: unknown; name?: unknown; stack?: unknown } | null;
  if (typeof like === 'object' && like !== null && typeof like.message === 'string') {
    return {
      message: like.message || String(like.name ?? ''),
      stack: typeof like.stack === 'string' ? like.stack : '',
    };
  }
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

/**
 * Records uncaught errors and unhandled promise rejections of the page, the application's only
 * (see isForeignError). Errors a React error boundary catches never reach these listeners; the
 * boundary records those itself. Returns the function that removes the listeners.
 */
export function installErrorCapture(store: ErrorLogStore = errorLog, target: Window = window): () => void {
  const onError = (event: Event) => {
    const { error, message, filename } = event as ErrorEvent;
    const described = error !== undefined && error !== null ? describe(error) : { message: message ?? '', stack: '' };
    const text = described.message || message;
    if (!text || NOISE.test(text)) return;
    if (isForeignError({ message: text, stack: described.stack, filename }, target.location.origin)) return;
    store.add({ message: text, stack: described.stack, info: 'window.onerror', url: target.location.href });
  };
  const onRejection = (event: Event) => {
    const { message, stack } = describe((event as PromiseRejectionEvent).reason);
    if (NOISE.test(message) || isForeignError({ message, stack }, target.location.origin)) return;
    store.add({ message, stack, info: 'unhandledrejection', url: target.location.href });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
