import { config } from '../../config';

// What an upload may be, told before anything is sent. The stand-in's file endpoints take up to
// 2 MB (a browser's local storage holds its files); attachments are the kinds an office shares.

export const UPLOAD_MAX_MB = config.uploadMaxMb;
const MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/** The kinds of file the attachment screen takes, for the file picker and the check. */
export const ATTACH_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.webp,.svg,.bmp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv,.md,.json,.zip,.rar,.7z';
const ATTACH_KINDS = new Set(ATTACH_ACCEPT.split(',').map((kind) => kind.slice(1)));

export type UploadProblem = { key: 'typeRefused' | 'sizeRefused'; values: Record<string, string | number> };

/** Why a file may not be uploaded at all (too large), or null. */
export function sizeProblem(file: { name: string; size: number }): UploadProblem | null {
  return file.size > MAX_BYTES ? { key: 'sizeRefused', values: { name: file.name, mb: UPLOAD_MAX_MB } } : null;
}

/** Why a file may not become an attachment (its kind, then its size), or null. */
export function attachProblem(file: { name: string; size: number }): UploadProblem | null {
  const kind = /\.([^.]+)$/.exec(file.name)?.[1].toLowerCase() ?? '';
  if (!ATTACH_KINDS.has(kind)) return { key: 'typeRefused', values: { name: file.name } };
  return sizeProblem(file);
}
