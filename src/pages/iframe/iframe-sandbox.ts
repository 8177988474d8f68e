const BASE = 'allow-scripts allow-forms allow-popups';

/**
 * The sandbox of an embedded menu page. A page that would run in our own origin must not get
 * `allow-scripts` and `allow-same-origin` together: with both it could reach the parent and read
 * the token from local storage. So only an http(s) page of another origin keeps its origin (it
 * cannot reach our storage anyway); a same-origin page, and anything that would inherit our origin
 * (about:, javascript:, blob: of ours, or a URL that does not parse), runs in an opaque origin with
 * its scripts still allowed.
 */
export function iframeSandbox(src: string, origin: string): string {
  return isCrossOriginPage(src, origin) ? `${BASE} allow-same-origin` : BASE;
}

/** An http(s) page of another origin: the only kind that may keep its origin, or open unframed. */
export function isCrossOriginPage(src: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== new URL(origin).origin;
}
