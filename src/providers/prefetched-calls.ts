import type { AuthStorage } from './auth-storage';
import type { HttpClient } from './http';

/** A GET index.html's inline script started before the app ran (scripts/data-prefetch-script.ts). */
type PrefetchedCall = {
  url: string;
  params?: Record<string, string | number>;
  /** The access token it was sent with. */
  token: string;
  /** For a list page's request: the page (path and search) it was asked for. */
  page?: string;
  answer: Promise<{ status: number; body: unknown }>;
};

declare global {
  interface Window {
    __bladePrefetch?: PrefetchedCall[];
  }
}

/** A prefetched answer's data, or a rejection for anything but an HTTP 200 R envelope with code 200. */
async function dataOf(answer: PrefetchedCall['answer']): Promise<unknown> {
  const { status, body } = await answer;
  const envelope = body as { code?: unknown; data?: unknown } | null;
  if (status !== 200 || typeof envelope !== 'object' || envelope === null || envelope.code !== 200)
    // A 401 or any refusal is not used: the app asks again itself (one refresh, its own toasts).
    throw new Error(`prefetched ${status}`);
  return envelope.data;
}

/**
 * Hands the inline script's answers to the http client, which gives each to the app's identical
 * GET (the menu, the buttons, the list page's first page) instead of asking again. Only answers
 * asked with the token the app holds now (not a previous user's), and a list page's only while
 * that page is still the one shown. Takes them once.
 */
export function adoptPrefetched(http: HttpClient, storage: AuthStorage, page: string): void {
  const calls = window.__bladePrefetch;
  delete window.__bladePrefetch;
  if (!Array.isArray(calls)) return;
  const token = storage.getToken()?.accessToken;
  for (const call of calls) {
    if (!token || call.token !== token || (call.page !== undefined && call.page !== page)) {
      call.answer.catch(() => undefined);
      continue;
    }
    http.adopt(call.url, call.params, dataOf(call.answer));
  }
}
