import { md5Hex } from './crypto';
import { tenantDictBiz } from './entities/dict-biz';
import type { DeptRow, DictBizRow, MenuRow, PostRow, RoleMenuRow, RoleRow, TenantRow, UserRow } from './types';

// What BladeX's TenantServiceImpl.submitTenant creates with a new tenant, so that it can log in at
// once: an administrator role granted the default menus (param tenant.default.menuCode, each with
// everything below it), a top dept named after the tenant, the ceo post, a copy of the business
// dictionaries and the admin user (password: param account.initPassword).

export type TenantStarter = {
  depts: DeptRow[];
  roles: RoleRow[];
  roleMenus: RoleMenuRow[];
  posts: PostRow[];
  users: UserRow[];
  dictBiz: DictBizRow[];
};

/** BladeX's MenuConstant default when the param is missing. */
export const DEFAULT_MENU_CODES = 'system';
export const DEFAULT_PASSWORD = '123456';

/** The menus named by `codes` with every menu and button below them. */
function menusUnder(menus: readonly MenuRow[], codes: string): MenuRow[] {
  const wanted = new Set(
    codes
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  );
  const picked = new Set(menus.filter((menu) => wanted.has(menu.code)).map((menu) => menu.id));
  // Parents come before children in no guaranteed order: repeat until nothing is added.
  for (let grown = true; grown;) {
    grown = false;
    for (const menu of menus) {
      if (!picked.has(menu.id) && picked.has(menu.parentId)) {
        picked.add(menu.id);
        grown = true;
      }
    }
  }
  return menus.filter((menu) => picked.has(menu.id));
}

export function tenantStarter(
  tenant: Pick<TenantRow, 'tenantId' | 'tenantName' | 'linkman' | 'contactNumber'>,
  context: {
    menus: readonly MenuRow[];
    menuCodes: string;
    password: string;
    now: string;
    nextId: () => string;
    /**
     * The entity modules' business dictionaries (entities/seed.ts): handed in, as the tenants'
     * module cannot import the module list it is in.
     */
    entityBizDicts: (nextId: () => string, tenantId: string) => DictBizRow[];
  },
): TenantStarter {
  const { nextId, now } = context;
  const roleId = nextId();
  const deptId = nextId();
  const role: RoleRow = {
    id: roleId,
    tenantId: tenant.tenantId,
    parentId: '0',
    roleName: '管理员',
    roleAlias: 'admin',
    sort: 1,
  };
  const dept: DeptRow = {
    id: deptId,
    tenantId: tenant.tenantId,
    parentId: '0',
    ancestors: '0',
    deptName: tenant.tenantName,
    fullName: tenant.tenantName,
    deptCategory: 1,
    sort: 1,
    remark: '',
  };
  const post: PostRow = {
    id: nextId(),
    tenantId: tenant.tenantId,
    category: 1,
    postCode: 'ceo',
    postName: '首席执行官',
    sort: 1,
    remark: '',
    createTime: now,
    updateTime: now,
  };
  const user: UserRow = {
    id: nextId(),
    tenantId: tenant.tenantId,
    account: 'admin',
    password: md5Hex(context.password),
    name: 'admin',
    realName: tenant.linkman || 'admin',
    avatar: '',
    email: '',
    phone: tenant.contactNumber,
    sex: -1,
    birthday: '',
    roleId,
    deptId,
    postId: post.id,
    status: 1,
    createTime: now,
  };
  const roleMenus = menusUnder(context.menus, context.menuCodes).map((menu) => ({
    id: nextId(),
    roleId,
    menuId: menu.id,
  }));
  const dictBiz = [...tenantDictBiz(tenant.tenantId, nextId), ...context.entityBizDicts(nextId, tenant.tenantId)];
  return { depts: [dept], roles: [role], roleMenus, posts: [post], users: [user], dictBiz };
}
