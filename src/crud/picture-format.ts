// What a picture upload really is, read from its first bytes. A file's name and its MIME type
// (which the browser takes from the name) say what it claims to be: a text file renamed a.png
// claims to be a PNG. The avatar, every picture field and the rich-text editor ask here before
// anything is sent, each with the formats it accepts.

export type PictureFormat = 'jpeg' | 'png' | 'gif' | 'webp';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The signature of each format: JPEG FF D8 FF; PNG's eight bytes; GIF87a / GIF89a; RIFF....WEBP. */
const SIGNATURES: Record<PictureFormat, (bytes: Uint8Array) => boolean> = {
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};
const HEAD_BYTES = 12;

/** The first bytes of `blob`: Blob.arrayBuffer where there is one, FileReader in older engines (and jsdom). */
function headOf(blob: Blob): Promise<Uint8Array> {
  const head = blob.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The format a file beginning with `bytes` really is, among `accepted`; null when none (the stand-in asks too). */
export const formatOfHead = (bytes: Uint8Array, accepted: readonly PictureFormat[]): PictureFormat | null =>
  accepted.find((format) => SIGNATURES[format](bytes)) ?? null;

/** The format `blob` really is, among `accepted`; null when its bytes are none of them (or cannot be read). */
export async function pictureFormatOf(blob: Blob, accepted: readonly PictureFormat[]): Promise<PictureFormat | null> {
  return formatOfHead(await headOf(blob).catch(() => new Uint8Array()), accepted);
}

/** The avatar's formats (spec: jpg/png only). */
export const AVATAR_FORMATS: readonly PictureFormat[] = ['jpeg', 'png'];
/** A picture field's and the editor's formats: what every browser shows. */
export const PICTURE_FORMATS: readonly PictureFormat[] = ['jpeg', 'png', 'gif', 'webp'];
/** The file picker's filter for `formats` (a hint to the picker only; the bytes decide). */
export const acceptOf = (formats: readonly PictureFormat[]): string =>
  formats.flatMap((format) => (format === 'jpeg' ? ['.jpg', '.jpeg'] : [`.${format}`])).join(',');

/** The largest picture the file endpoint takes (pictures and the editor's; the avatar has its own). */
export const PICTURE_MAX_MB = 2;

/** The extension a picture of `format` is stored under. */
export const extensionOf = (format: PictureFormat): string => (format === 'jpeg' ? 'jpg' : format);

/**
 * Why a picture may not be sent: 'type' when its bytes are none of `formats`, 'size' when it is
 * larger than `maxBytes` (不能超过 2MB: exactly 2 MB is taken, here and by the stand-in,
 * mocks/upload-limits.ts); else its format. Type first, as the messages say it.
 */
export async function pictureCheck(
  file: Blob,
  formats: readonly PictureFormat[],
  maxBytes: number,
): Promise<{ problem: 'type' | 'size' } | { format: PictureFormat }> {
  const format = await pictureFormatOf(file, formats);
  if (!format) return { problem: 'type' };
  if (file.size > maxBytes) return { problem: 'size' };
  return { format };
}
