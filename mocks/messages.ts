// Messages the stand-in answers with, localised like the gateway: by the request's
// Accept-Language (`en...` → English, anything else → Chinese).

import { accessMessages } from './messages-access';
import { platformMessages } from './messages-platform';
import { resourceMessages } from './messages-resource';
import { logMessages } from './messages-log';
import { developMessages } from './messages-develop';
import { flowMessages } from './messages-flow';

const catalogue = {
  success: ['操作成功', 'operation succeeded'],
  unauthorized: ['请求未授权', 'unauthorized request'],
  forbidden: ['无权限访问', 'access denied'],
  notFound: ['数据不存在', 'data not found'],
  badRequest: ['请求参数错误', 'bad request parameters'],
  idsRequired: ['缺少必要的请求参数: ids', 'missing required parameter: ids'],
  idRequired: ['缺少必要的请求参数: id', 'missing required parameter: id'],
  serverError: ['服务器异常,请联系管理员', 'server error, please contact the administrator'],
  tenantRequired: ['租户ID不能为空', 'tenant ID is required'],
  tenantNotFound: ['租户ID未找到', 'tenant ID not found'],
  badCredentials: ['用户名或密码错误', 'incorrect username or password'],
  // The lockout after failed logins (user-lock.ts), as Blade's token granter words it.
  userLocked: ['登录错误次数过多,请稍后再试', 'too many failed logins, please try again later'],
  badCaptcha: ['验证码不正确', 'incorrect captcha'],
  badRefreshToken: ['刷新令牌无效或已过期', 'invalid or expired refresh token'],
  unsupportedGrant: ['不支持的授权类型', 'unsupported grant type'],
  socialNotBound: ['社交账号未绑定', 'social account not bound'],
  phoneFormat: ['手机号格式不正确', 'phone number format incorrect'],
  emailFormat: ['邮箱格式不正确', 'email format incorrect'],
  oldPasswordWrong: ['原密码不正确', 'old password is incorrect'],
  passwordMismatch: ['两次密码输入不一致', 'the two passwords do not match'],
  passwordRequired: ['请先输入密码', 'please enter the password'],
  accountRequired: ['请先输入账号名称', 'please enter the account name'],
  accountExists: ['账号已存在', 'account already exists'],
  oauthExpired: ['第三方授权已失效', 'third-party authorization expired'],
  fileRequired: ['请选择文件', 'please choose a file'],
  fileTooLarge: ['文件过大', 'file too large'],
  // The upload guard (upload-limits.ts): the file's bytes, not its name, say what it is.
  notPicture: ['只能上传 jpg、png、gif、webp 格式的图片', 'only jpg, png, gif and webp pictures can be uploaded'],
  avatarNotPicture: ['头像只能是 jpg/png 格式的图片', 'the avatar must be a jpg/png picture'],
  avatarTooLarge: ['头像大小不能超过 500KB', 'the avatar must be smaller than 500 KB'],
  // Blade's ResultCode texts for a path no service serves (404) and a refused call (REQ_REJECT, 403).
  pathNotFound: ['404 没找到请求', '404 not found'],
  requestRejected: ['请求被拒绝', 'request rejected'],
  // Blade's PARAM_VALID_ERROR: a body field that does not bind to the entity's type.
  paramInvalid: ['参数校验失败', 'parameter validation failed'],
  sortFieldInvalid: ['排序字段不合法: {0}', 'invalid sort field: {0}'],
  fieldTooLong: ['{0} 长度不能超过 {1}', '{0} must be at most {1} characters'],
  // Blade's refusal to remove a tree node that has some (a dept, menu, role, region, dictionary).
  hasChildren: ['请先删除子节点!', 'please delete the child nodes first!'],
  ...accessMessages,
  ...platformMessages,
  ...resourceMessages,
  ...logMessages,
  ...developMessages,
  ...flowMessages,
} as const satisfies Record<string, readonly [zh: string, en: string]>;

export type MessageKey = keyof typeof catalogue;
export type Language = 'zh' | 'en';

/** The zh / en text of each key of a catalogue (an entity module's own, mocks/entities). */
export type Catalogue<K extends string = string> = { readonly [key in K]: readonly [zh: string, en: string] };
/** Localises a key of its own catalogue or of the shared one; `{0}`, `{1}`... take `values` in order. */
export type Speaker<K extends string = never> = (
  request: Request,
  key: K | MessageKey,
  ...values: (string | number)[]
) => string;

export function languageOf(request: Request): Language {
  const header = request.headers.get('Accept-Language') ?? '';
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

function localise(request: Request, [zh, en]: readonly [string, string], values: (string | number)[]): string {
  const text = languageOf(request) === 'en' ? en : zh;
  return text.replace(/\{(\d+)\}/g, (slot, index: string) => String(values[Number(index)] ?? slot));
}

/** The message `key` in the language the request asked for; `{0}`, `{1}`... take `values` in order. */
export function say(request: Request, key: MessageKey, ...values: (string | number)[]): string {
  return localise(request, catalogue[key], values);
}

/** `say` over a catalogue of its own first (an entity module's messages), then the shared one. */
export function sayIn<K extends string>(own: Catalogue<K>): Speaker<K> {
  const texts: Record<string, readonly [string, string]> = { ...catalogue, ...own };
  return (request, key, ...values) => localise(request, texts[key], values);
}
