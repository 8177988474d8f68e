import type { AxiosProgressEvent } from 'axios';

// Reading what an export call (`user/export-user`) answered: a file, or (refused, or failed under
// HTTP 200) an R envelope delivered as a blob because the call asked for one; and handing a file
// to the browser.

type Envelope = { code?: unknown; msg?: unknown };
const isBlobLike = (body: unknown): body is Blob =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Blob).size === 'number' &&
  typeof (body as Blob).slice === 'function';

/** Blob.text where there is one; FileReader in older engines (and jsdom). */
const textOf = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });

const refusalOf = (parsed: unknown): string | null => {
  const envelope = parsed as Envelope | null;
  return typeof envelope?.code === 'number' && envelope.code !== 200 ? String(envelope.msg ?? '') : null;
};

/** The server's message when `body` is an R envelope that is not a success, else null. */
export async function envelopeMessage(body: unknown): Promise<string | null> {
  try {
    if (typeof body === 'string') return refusalOf(JSON.parse(body));
    // A file is never read here: only an answer typed as JSON (or not typed at all) may be an envelope.
    if (isBlobLike(body))
      return body.type && !/json/i.test(body.type) ? null : refusalOf(JSON.parse(await textOf(body)));
    return refusalOf(body);
  } catch {
    return null;
  }
}

/** Percent done, or null when the server does not say how large the file is. */
export const percentOf = (event: AxiosProgressEvent): number | null =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : null;

/** Hands the file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The extension the answer's type calls for: Blade sends xlsx, the stand-in CSV. */
export const extensionOf = (blob: Blob): string => (/csv/i.test(blob.type) ? 'csv' : 'xlsx');
