import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import type { StandinDb } from '../db';
import type { RouteContext, Router } from '../router';
import { nowText } from '../time';
import type { FileRow } from '../types';

// Uploads (avatar, attachments). No file host stands behind the stand-in, so the file itself is
// the link: a data: URL an <img> can show anywhere. The limits keep the store small enough for
// local storage (about 5 MB in a browser), which would otherwise stop persisting everything.

export type UploadAnswer = { link: string; domain: string; name: string; originalName: string; attachId: string };

const MAX_BYTES = 2 * 1024 * 1024;
const KEEP_PER_TENANT = 30;
/** Total data: URL text kept across tenants; the oldest files go first beyond it. */
const BUDGET_CHARS = 3_000_000;

type Upload = { name: string; type: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };

/** The `file` part of a multipart body; null when there is none (or the body is not multipart). */
async function filePart(request: Request): Promise<Upload | null> {
  try {
    const value = (await request.formData()).get('file');
    // A text field named file is no file; checked by shape, as test and browser Files differ in class.
    return value !== null && typeof value === 'object' && value.size > 0 ? value : null;
  } catch {
    return null;
  }
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading megabytes into one fromCharCode call overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Drops the oldest files beyond the per-tenant count and the overall budget (rows are in upload order). */
function trim(db: StandinDb, tenantId: string): void {
  const own = db.tables.files.filter((row) => row.tenantId === tenantId);
  const stale = new Set(own.slice(0, Math.max(0, own.length - KEEP_PER_TENANT)).map((row) => row.id));
  const kept = db.tables.files.filter((row) => !stale.has(row.id));
  let total = kept.reduce((sum, row) => sum + row.link.length, 0);
  for (let index = 0; index < kept.length - 1 && total > BUDGET_CHARS; index += 1) {
    stale.add(kept[index].id);
    total -= kept[index].link.length;
  }
  db.remove('files', (row) => stale.has(row.id));
}

export function fileHandlers(router: Router, resource: string): HttpHandler[] {
  const { db } = router;
  const putFile = async ({ request, caller }: RouteContext): Promise<Response> => {
    const upload = await filePart(request);
    if (!upload) return fail(400, say(request, 'fileRequired'));
    if (upload.size > MAX_BYTES) return fail(400, say(request, 'fileTooLarge'));
    const contentType = upload.type || 'application/octet-stream';
    const id = db.nextId();
    const createTime = nowText();
    const extension = /\.[A-Za-z0-9]{1,8}$/.exec(upload.name)?.[0] ?? '';
    const row: FileRow = {
      id,
      tenantId: caller.tenantId,
      // Blade's object name: upload/<yyyyMMdd>/<id><ext>.
      name: `upload/${createTime.slice(0, 10).replace(/-/g, '')}/${id}${extension.toLowerCase()}`,
      originalName: upload.name || 'blob',
      contentType,
      size: upload.size,
      link: `data:${contentType};base64,${base64(new Uint8Array(await upload.arrayBuffer()))}`,
      createBy: caller.userId,
      createTime,
    };
    db.insert('files', row);
    trim(db, caller.tenantId);
    const answer: UploadAnswer = { link: row.link, domain: '', name: row.name, originalName: row.originalName, attachId: id };
    return ok(answer, say(request, 'success'));
  };
  return [router.post(`/api/${resource}/oss/endpoint/put-file`, putFile)];
}
