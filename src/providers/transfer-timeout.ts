import type { AxiosRequestConfig } from 'axios';

// The spec's one timeout (§9, 10 s) is for calls: a question and its answer. A file on its way is
// not a question: an upload of 2 MB on an office line, an export of a large list, a deployment of
// several process files take longer than that without anything being wrong, and nginx waits 300 s
// for them (deploy/nginx.conf, proxy_send_timeout and proxy_read_timeout).

/** As long as nginx waits for the gateway: beyond it the answer cannot come. */
export const TRANSFER_MAX_MS = 300_000;
/** A slow office upload, about 1 Mbit/s: the time a file's bytes may take on top of the call's. */
const UPLOAD_BYTES_PER_MS = 128;

const bytesOf = (form: FormData): number => {
  let total = 0;
  form.forEach((value) => {
    total += typeof value === 'string' ? value.length : value.size;
  });
  return total;
};

/**
 * The timeout of a request: the call's own (`callMs`), plus what its upload's size takes at a slow
 * office rate; a download (an export, a file) as long as nginx waits. Never more than nginx waits.
 */
export function timeoutOf(config: AxiosRequestConfig, callMs: number): number {
  if (config.responseType === 'blob' || config.responseType === 'arraybuffer') return TRANSFER_MAX_MS;
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    return Math.min(TRANSFER_MAX_MS, callMs + Math.ceil(bytesOf(config.data) / UPLOAD_BYTES_PER_MS));
  return callMs;
}
