// What the stand-in takes through each upload call, as a guarded gateway would hold it: the
// console checks a file before sending it, but a direct call (curl, a script, a tampered page)
// skips the console, so the backend checks again, by the file's own bytes (a name or a MIME type
// is only what the sender claims).
//
// - the avatar (`put-file-by-name?fileName=avatar.<ext>`): jpg/png, under 500 KB (the console's
//   avatar rule, spec "Avatar max 500kb");
// - put-file without a code, which the picture fields and the rich-text editor post to: a jpg,
//   png, gif or webp picture, up to 2 MB;
// - any other upload (put-file?code= from 调试, the attachments, put-file-by-name under another
//   name): any file up to 2 MB.

// The formats are told by the same signatures the console reads (one table: a dependency-free
// module of the console's, as the stand-in otherwise shares only types with it).
import { formatOfHead, PICTURE_MAX_MB, type PictureFormat } from '../src/crud/picture-format';
import { config } from '../src/config';

// The sizes are the console's own constants, so that both refuse from the same byte on: a limit
// "不能超过 N" takes exactly N.

export type UploadLimit = {
  /** The largest size taken, in bytes. */
  maxBytes: number;
  /** The formats taken; undefined for any file. */
  formats?: readonly PictureFormat[];
  /** The messages of a refusal (keys of messages.ts). */
  tooLarge: 'fileTooLarge' | 'avatarTooLarge';
  notPicture: 'notPicture' | 'avatarNotPicture';
};

const MB = 1024 * 1024;
export const AVATAR_LIMIT: UploadLimit = {
  maxBytes: config.avatarMaxKb * 1024,
  formats: ['jpeg', 'png'],
  tooLarge: 'avatarTooLarge',
  notPicture: 'avatarNotPicture',
};
export const PICTURE_LIMIT: UploadLimit = {
  maxBytes: PICTURE_MAX_MB * MB,
  formats: ['jpeg', 'png', 'gif', 'webp'],
  tooLarge: 'fileTooLarge',
  notPicture: 'notPicture',
};
export const FILE_LIMIT: UploadLimit = {
  maxBytes: config.uploadMaxMb * MB,
  tooLarge: 'fileTooLarge',
  notPicture: 'notPicture',
};

/** The name the console gives an avatar (resourceApi.putAvatar). */
export const isAvatarName = (name: string): boolean => /^avatar\./i.test(name);

/** The message key of what `limit` refuses in `upload`, or null when it is taken. */
export async function limitProblem(
  upload: { size: number; arrayBuffer(): Promise<ArrayBuffer> },
  limit: UploadLimit,
): Promise<UploadLimit['tooLarge'] | UploadLimit['notPicture'] | null> {
  if (upload.size > limit.maxBytes) return limit.tooLarge;
  if (!limit.formats) return null;
  const head = new Uint8Array(await upload.arrayBuffer()).subarray(0, 12);
  return formatOfHead(head, limit.formats) ? null : limit.notPicture;
}
