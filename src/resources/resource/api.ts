import { config } from '../../config';

// The resource service's endpoints beyond the declared CRUD: the files (OssEndpoint) that the
// upload controls, the avatar and the attachment and OSS screens post (multipart `file`), and the
// SMS send. Paths relative to /api, as the http client and Refine's `custom` take them.
const resource = `/${config.services.resource}`;
const endpoint = `${resource}/oss/endpoint`;

export const resourceApi = {
  /** A file to the tenant's default OSS (`?code=` names another config, as 调试 does). */
  putFile: `${endpoint}/put-file`,
  /** A file kept as an attachment (附件管理). */
  putFileAttach: `${endpoint}/put-file-attach`,
  /** An office document kept as an attachment, converted to PDF. */
  putFileAttachToPdf: `${endpoint}/put-file-attach-to-pdf`,
  /** A message through an SMS config (`?code&phones&params`, no body). */
  sendMessage: `${resource}/sms/endpoint/send-message`,
};
