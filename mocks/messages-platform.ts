// The stand-in's messages of the platform screens (tenants, reports), zh / en:
// Blade's where it has one, else Saber's rule texts. Merged into messages.ts.

export const platformMessages = {
  tenantNameRequired: ['请输入租户名称', 'Please enter the tenant name'],
  linkmanRequired: ['请输入联系人', 'Please enter the contact person'],
  tenantDomainExists: ['绑定域名已被其他租户使用', 'the domain is already bound to another tenant'],
  platformTenantKept: ['管理组租户不可删除', 'the platform tenant cannot be deleted'],
  tenantIdsRequired: ['缺少必要的请求参数: tenantId', 'missing required parameter: tenantId'],
  datasourceRequired: ['请选择数据源', 'Please select a datasource'],
  packageNotFound: ['产品包不存在', 'the package does not exist'],
  accountNumberInvalid: ['账号额度须为整数', 'the account quota must be a whole number'],
  expireTimeInvalid: ['过期时间格式应为 yyyy-MM-dd HH:mm:ss', 'the expiry must read yyyy-MM-dd HH:mm:ss'],
  grantTypeUnknown: [
    '授权类型只能是 refresh_token、password、authorization_code、captcha、social',
    'grant types must be among refresh_token, password, authorization_code, captcha and social',
  ],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
