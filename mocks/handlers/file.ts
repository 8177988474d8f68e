import type { HttpHandler } from 'msw';
import { fail, languageOf, ok, say } from '../blade';
import type { Caller } from '../auth-guard';
import type { StandinDb } from '../standin-db';
import { holdsPermission } from '../permissions';
import type { RouteContext, Router } from '../router';
import { attachRow, objectName, ossDomain } from '../entities/attach';
import { pdfBytes } from '../seed-data/resources-pdf';
import { dataUrl, extensionOf } from '../seed-data/resources-files';
import { nowText } from '../time';
import type { FileRow } from '../types';
import {
  AVATAR_LIMIT,
  FILE_LIMIT,
  isAvatarName,
  limitProblem,
  PICTURE_LIMIT,
  type UploadLimit,
} from '../upload-limits';

// Uploads (avatar, pictures, attachments; OssEndpoint). No file host stands behind the stand-in,
// so the file itself is the link: a data: URL an <img> can show anywhere. The limits keep the
// store small enough for local storage (about 5 MB in a browser), which would otherwise stop
// persisting everything.
//
// As Blade's OssBuilder, `?code=` picks the tenant's config of that 资源编号 (enabled or not;
// 未获取到对应的对象存储配置 when there is none) and otherwise the enabled one; its
// `<endpoint>/<bucket>` is the answer's domain ('' when the tenant has none: Blade's default).
// A put-file without a code answers as it always has here (domain '', attachId the upload
// record's id), which the avatar and picture fields rely on; Blade would name the enabled config.
// put-file stores the caller's own upload and needs no button; the attachment endpoints keep a
// file for the whole tenant and need the 附件管理 button that offers them (`attach_upload`,
// `attach_pdf`), refused 403 before the body is read, like the other guarded writes.
// Each call holds a file to its limits by the file's own bytes (upload-limits.ts): the avatar
// (put-file-by-name named avatar.<ext>) jpg/png under 500 KB, the pictures' put-file (no code) a
// picture up to 2 MB, anything else any file up to 2 MB; a refusal is a Blade 400.

type UploadAnswer = { link: string; domain: string; name: string; originalName: string; attachId: string };

const KEEP_PER_TENANT = 30;
/** Data: URL text kept across tenants (uploads and attachments); the oldest uploads go first beyond it. */
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

/** `upload` under the name its call gave it. */
const named = (upload: Upload, name: string): Upload => ({
  name,
  type: upload.type,
  size: upload.size,
  arrayBuffer: () => upload.arrayBuffer(),
});

const chars = (rows: readonly { link: string }[]) => rows.reduce((sum, row) => sum + row.link.length, 0);

/**
 * Drops the oldest upload records beyond the per-tenant count and, while uploads and attachments
 * together exceed the budget, more of them (rows are in upload order). An upload record is only a
 * record: the avatar or picture keeps its link in its own row.
 */
function trim(db: StandinDb, tenantId: string): void {
  const own = db.tables.files.filter((row) => row.tenantId === tenantId);
  const stale = new Set(own.slice(0, Math.max(0, own.length - KEEP_PER_TENANT)).map((row) => row.id));
  const kept = db.tables.files.filter((row) => !stale.has(row.id));
  let total = chars(kept) + chars(db.tables.attaches);
  for (let index = 0; index < kept.length - 1 && total > BUDGET_CHARS; index += 1) {
    stale.add(kept[index].id);
    total -= kept[index].link.length;
  }
  db.remove('files', (row) => stale.has(row.id));
}

/** The domain of the config `code` names (else the enabled one); null when a named code is unknown. */
function domainOf(db: StandinDb, caller: Caller, code: string | null): string | null {
  const own = db.tables.ossConfigs.filter((row) => row.tenantId === caller.tenantId);
  const config = code ? own.find((row) => row.ossCode === code) : own.find((row) => row.status === 2);
  if (code && !config) return null;
  return config ? ossDomain(config) : '';
}

/** The PDF a conversion answers: one page naming the file it was made from, in the caller's language. */
function conversionOf(upload: Upload, request: Request, time: string): Uint8Array {
  const kb = (upload.size / 1024).toFixed(1);
  return languageOf(request) === 'en'
    ? pdfBytes('PDF conversion', [`Original file: ${upload.name}`, `Size: ${kb} KB`, `Converted at: ${time}`])
    : pdfBytes('PDF 转换结果', [`原文件: ${upload.name}`, `大小: ${kb} KB`, `转换时间: ${time}`]);
}

export function fileHandlers(router: Router, resource: string): HttpHandler[] {
  const { db } = router;

  /** The checks every upload shares: a file, within the call's limits, a known config. */
  const received = async ({ request, url, caller }: RouteContext, limit: UploadLimit = FILE_LIMIT) => {
    const upload = await filePart(request);
    if (!upload) return fail(400, say(request, 'fileRequired'));
    const problem = await limitProblem(upload, limit);
    if (problem) return fail(400, say(request, problem));
    const code = url.searchParams.get('code')?.trim() || null;
    const domain = domainOf(db, caller, code);
    if (domain === null) return fail(400, say(request, 'ossConfigMissing'));
    return { upload, domain, code };
  };

  /** put-file: without a code the pictures' call (a picture, by its bytes); with one (调试) any file. */
  const putFile = async (context: RouteContext): Promise<Response> => {
    const picture = !context.url.searchParams.get('code')?.trim();
    return stored(context, await received(context, picture ? PICTURE_LIMIT : FILE_LIMIT));
  };

  /**
   * put-file-by-name: BladeX keeps `fileName` as the original name. The console's avatar is named
   * avatar.<ext>, and held to the avatar's limits.
   */
  const putFileByName = async (context: RouteContext): Promise<Response> => {
    const fileName = context.url.searchParams.get('fileName')?.trim();
    if (!fileName) return fail(400, say(context.request, 'resParamMissing', 'fileName'));
    const got = await received(context, isAvatarName(fileName) ? AVATAR_LIMIT : FILE_LIMIT);
    return stored(context, got instanceof Response ? got : { ...got, upload: named(got.upload, fileName) });
  };

  /** Keeps an upload that passed its checks (or answers the refusal) as put-file answers it. */
  const stored = async (
    context: RouteContext,
    got: Response | { upload: Upload; domain: string; code: string | null },
  ): Promise<Response> => {
    if (got instanceof Response) return got;
    const { upload, domain, code } = got;
    const { caller } = context;
    const contentType = upload.type || 'application/octet-stream';
    const id = db.nextId();
    const createTime = nowText();
    const row: FileRow = {
      id,
      tenantId: caller.tenantId,
      name: objectName(id, createTime, extensionOf(upload.name)),
      originalName: upload.name || 'blob',
      contentType,
      size: upload.size,
      link: dataUrl(contentType, new Uint8Array(await upload.arrayBuffer())),
      createBy: caller.userId,
      createTime,
    };
    db.insert('files', row);
    trim(db, caller.tenantId);
    const answer: UploadAnswer = {
      link: row.link,
      domain: code ? domain : '',
      name: row.name,
      originalName: row.originalName,
      attachId: id,
    };
    return ok(answer, say(context.request, 'success'));
  };

  /** Saves `bytes` as an attachment of the caller's tenant and answers its BladeFile. */
  const attach = (
    context: RouteContext,
    file: { originalName: string; type: string; bytes: Uint8Array },
    domain: string,
  ): Response => {
    const { request, caller } = context;
    const link = dataUrl(file.type || 'application/octet-stream', file.bytes);
    if (chars(db.tables.attaches) + link.length > BUDGET_CHARS) return fail(400, say(request, 'attachStoreFull'));
    const id = db.nextId();
    const row = attachRow(
      {
        id,
        tenantId: caller.tenantId,
        link,
        domainUrl: domain,
        originalName: file.originalName,
        size: file.bytes.length,
      },
      nowText(),
    );
    db.insert('attaches', row);
    trim(db, caller.tenantId);
    const answer: UploadAnswer = { link, domain, name: row.name, originalName: row.originalName, attachId: id };
    return ok(answer, say(request, 'success'));
  };

  const putFileAttach = async (context: RouteContext): Promise<Response> => {
    if (!holdsPermission(db, context.caller, 'attach_upload'))
      return fail(403, say(context.request, 'requestRejected'));
    const got = await received(context);
    if (got instanceof Response) return got;
    const { upload, domain } = got;
    return attach(
      context,
      { originalName: upload.name || 'blob', type: upload.type, bytes: new Uint8Array(await upload.arrayBuffer()) },
      domain,
    );
  };

  const putFileAttachToPdf = async (context: RouteContext): Promise<Response> => {
    if (!holdsPermission(db, context.caller, 'attach_pdf')) return fail(403, say(context.request, 'requestRejected'));
    const got = await received(context);
    if (got instanceof Response) return got;
    const { upload, domain } = got;
    const base = (upload.name || 'blob').replace(/\.[^.]*$/, '') || 'blob';
    return attach(
      context,
      { originalName: `${base}.pdf`, type: 'application/pdf', bytes: conversionOf(upload, context.request, nowText()) },
      domain,
    );
  };

  const endpoint = `/api/${resource}/oss/endpoint`;
  return [
    router.post(`${endpoint}/put-file`, putFile),
    router.post(`${endpoint}/put-file-by-name`, putFileByName),
    router.post(`${endpoint}/put-file-attach`, putFileAttach),
    router.post(`${endpoint}/put-file-attach-to-pdf`, putFileAttachToPdf),
  ];
}
