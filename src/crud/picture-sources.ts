// Where a picture in stored rich text (a notice) may load from. A picture is fetched by every
// reader's browser when the text shows: one from an outside address tells that address who read
// the notice, when, and from where (a tracking pixel). So only the console's own origin, the
// storage hosts the console uploads to (the tenant's OSS configs) and data: pictures (which load
// nothing) are kept; any other picture is dropped, on save and on display.

/** The host (host:port) of a storage endpoint as 对象存储 stores it, with or without its scheme. */
function hostOf(endpoint: string): string | null {
  const text = endpoint.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The hosts of the storage endpoints, each once. */
export const storageHostsOf = (endpoints: readonly string[]): string[] => [
  ...new Set(endpoints.map(hostOf).filter((host): host is string => host !== null)),
];

/**
 * Whether a picture at `src` may load: a data: picture, one of the console's origin, or one of a
 * storage host, its bucket's own name included (aliyun and COS serve `<bucket>.<endpoint>`).
 */
export function pictureSourceAllowed(src: string, storageHosts: readonly string[], origin: string): boolean {
  const text = src.trim();
  if (/^data:image\//i.test(text)) return true;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === origin) return true;
  const host = url.host.toLowerCase();
  return storageHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
