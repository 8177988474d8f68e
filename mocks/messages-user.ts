// The users' module's messages (entities/user.ts), zh / en: Blade's (当前用户 [x] 已存在!, 不能删除本账号!)
// where it has one, else Saber's rule texts. The lockout's, which the token granter answers, and the
// grants' roleIdsRequired are the shared catalogue's (messages.ts, messages-access.ts).

export const userMessages = {
  userAccountRequired: ['请输入登录账号', 'Please enter the login account'],
  userPasswordRequired: ['请输入密码', 'Please enter the password'],
  userNameRequired: ['请输入用户昵称', 'Please enter the nickname'],
  userRealNameRequired: ['请输入用户姓名', 'Please enter the real name'],
  userTypeRequired: ['请选择用户平台', 'Please select the user platform'],
  userRoleRequired: ['请选择所属角色', 'Please select the roles'],
  userDeptRequired: ['请选择所属部门', 'Please select the departments'],
  userPostRequired: ['请选择所属岗位', 'Please select the posts'],
  userExists: ['当前用户 [{0}] 已存在!', 'the user [{0}] already exists!'],
  userQuotaReached: ['当前租户已到最大账号额度!', 'this tenant has reached its account quota!'],
  userRemoveSelf: ['不能删除本账号!', 'you cannot delete your own account!'],
  userIdsRequired: ['缺少必要的请求参数: userIds', 'missing required parameter: userIds'],
  userExportName: ['用户数据表', 'users'],
  userExportColumns: [
    '租户名称,登录账号,用户昵称,用户姓名,所属角色,所属部门,所属岗位,用户平台,电子邮箱,手机号码,用户生日,用户性别',
    'Tenant,Account,Nickname,Name,Roles,Departments,Posts,Platform,Email,Phone,Birthday,Sex',
  ],
  // The platform files a user under any tenant; what the user is given must be that tenant's.
  userTenantUnknown: ['所属租户 [{0}] 不存在', 'the tenant [{0}] does not exist'],
  userRoleForeign: ['所选角色不属于租户 [{0}]', 'the roles picked do not belong to tenant [{0}]'],
  userDeptForeign: ['所选部门不属于租户 [{0}]', 'the departments picked do not belong to tenant [{0}]'],
  userPostForeign: ['所选岗位不属于租户 [{0}]', 'the posts picked do not belong to tenant [{0}]'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;

export type UserMessageKey = keyof typeof userMessages;
