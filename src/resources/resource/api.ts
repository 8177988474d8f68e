import { config } from '../../config';

// The resource service's endpoints beyond the declared CRUD: the files (OssEndpoint) that the
// upload controls, the avatar and the attachment and OSS screens post (multipart `file`), and the
// SMS send. Paths relative to /api, as the http client and Refine's `custom` take them.
const resource = `/${config.services.resource}`;
const endpoint = `${resource}/oss/endpoint`;

export const resourceApi = {
  /** A file to the tenant's default OSS (`?code=` names another config, as 调试 does). */
  putFile: `${endpoint}/put-file`,
  /**
   * The avatar: a file under a name of the console's choosing (`avatar.<ext>`), a call of its own
   * so that a guarded backend (the stand-in) holds it to the avatar's limits (jpg/png, 500 KB).
   * BladeX keeps the name as the file's original name and stores it as any upload.
   */
  putAvatar: (extension: string) =>
    `${endpoint}/put-file-by-name?fileName=${encodeURIComponent(`avatar.${extension}`)}`,
  /** A file kept as an attachment (附件管理). */
  putFileAttach: `${endpoint}/put-file-attach`,
  /** An office document kept as an attachment, converted to PDF. */
  putFileAttachToPdf: `${endpoint}/put-file-attach-to-pdf`,
  /** The tenant's object storage configs (对象存储): their endpoints are where its pictures are served from. */
  ossList: `${resource}/oss/list`,
  /** A message through an SMS config (`?code&phones&params`, no body). */
  sendMessage: `${resource}/sms/endpoint/send-message`,
};
