// The stand-in's messages of the platform screens (tenants, clients, datasources, reports), zh / en:
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
  clientIdRequired: ['请输入客户端id', 'Please enter the client ID'],
  clientSecretRequired: ['请输入客户端密钥', 'Please enter the client secret'],
  grantTypesRequired: ['请输入授权类型', 'Please choose the grant types'],
  scopeRequired: ['请输入授权范围', 'Please enter the scope'],
  accessTokenValidityRequired: ['请输入令牌过期秒数', 'Please enter the access token lifetime'],
  refreshTokenValidityRequired: ['请输入刷新令牌过期秒数', 'Please enter the refresh token lifetime'],
  redirectUriRequired: ['请输入回调地址', 'Please enter the redirect URI'],
  clientIdExists: ['当前应用id已存在!', 'the client ID already exists!'],
  grantTypeUnknown: [
    '授权类型只能是 refresh_token、password、authorization_code、captcha、social',
    'grant types must be among refresh_token, password, authorization_code, captcha and social',
  ],
  datasourceNameRequired: ['请输入数据源名称', 'Please enter the datasource name'],
  driverClassRequired: ['请输入驱动类', 'Please enter the driver class'],
  datasourceUrlRequired: ['请输入连接地址', 'Please enter the connection URL'],
  usernameRequired: ['请输入用户名', 'Please enter the username'],
  datasourcePasswordRequired: ['请输入密码', 'Please enter the password'],
  datasourceInUse: ['数据源已被租户使用,请先解绑', 'a tenant uses this datasource: unbind it first'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
