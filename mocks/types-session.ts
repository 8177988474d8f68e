// Rows written while the console is used (sessions, uploads, logs, sign-ups), as opposed to the
// configuration rows of `types.ts`. Re-exported from there, so importers need one module.

export type TokenRow = {
  token: string;
  userId: string;
  tenantId: string;
  roleId: string;
  deptId: string;
  account: string;
  /** Epoch milliseconds. */
  expiresAt: number;
};

export type CaptchaRow = { key: string; code: string; expiresAt: number };

/** A third-party identity seen at login; `userId` is '' until it is bound. */
export type SocialAccountRow = {
  id: string;
  source: string;
  code: string;
  tenantId: string;
  userId: string;
  createTime: string;
};

/**
 * Blade's LogError, filled from the client's local error log: requestUri ← url, message,
 * stackTrace ← stack, exceptionName ← type, params ← info, createBy = the uploading user ('' when
 * no live token came with the upload).
 */
export type ErrorLogRow = {
  id: string;
  tenantId: string;
  serviceId: string;
  requestUri: string;
  method: string;
  message: string;
  stackTrace: string;
  exceptionName: string;
  params: string;
  createBy: string;
  createTime: string;
};

/** A third-party sign-up waiting for an administrator; `password` is the md5 hex the client sent. */
export type GuestRegistrationRow = {
  id: string;
  tenantId: string;
  name: string;
  account: string;
  password: string;
  oauthId: string;
  /** 0 = pending (nothing approves one yet). */
  status: number;
  createTime: string;
};

/** An uploaded file; `link` is a data: URL so it displays with no file host behind the stand-in. */
export type FileRow = {
  id: string;
  tenantId: string;
  name: string;
  originalName: string;
  contentType: string;
  size: number;
  link: string;
  createBy: string;
  createTime: string;
};
