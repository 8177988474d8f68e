/**
 * A row of user/page and user/detail: blade_user as UserVO (no password; the names of its tenant,
 * roles, depts and posts and the words of its type and sex). `roleId`, `deptId` and `postId` are
 * comma-joined, as Blade stores them.
 */
export type UserRow = {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  /** Dictionary sex. */
  sex: number;
  /** `yyyy-MM-dd`, '' when unknown. */
  birthday: string;
  roleId: string;
  deptId: string;
  postId: string;
  /** 用户编号, '' when none. */
  code: string;
  /** Dictionary user_type: 1 WEB, 2 APP, 3 OTHER. */
  userType: number;
  /** The platform's extra JSON (Blade keeps it in blade_user_web/app/other), '' when none. */
  userExt: string;
  status: number;
  createTime: string;
  tenantName: string;
  roleName: string;
  deptName: string;
  postName: string;
  userTypeName: string;
  sexName: string;
  /**
   * Not in Blade's UserVO (Saber's hidden 账号状态 column has no field behind it): 1 while the
   * login lockout holds the account, so the list can say whom 账号解封 would help.
   */
  locked: number;
};
