import { config } from '../../config';
import type { ApiMeta } from '../../providers/endpoints';

// The system screens' calls beyond their declared CRUD, and the dictionaries every screen reads:
// all on the management service but the datasource select (blade-develop). Paths relative to /api,
// as the http client and Refine's `custom` take them.
const management = `/${config.services.management}`;
const tenant = `${management}/tenant`;
const user = `${management}/user`;

/** A Blade dictionary as a resource of the data provider: `dictionary?code=X` answers one code's items. */
const dictionary = (entity: 'dict' | 'dict-biz'): ApiMeta => ({
  base: `${config.services.management}/${entity}`,
  family: 'blade',
  endpoints: { list: 'dictionary' },
});

export const systemApi = {
  /** The system dictionaries and the business ones (`dict-biz`). */
  dictionaries: { system: dictionary('dict'), business: dictionary('dict-biz') },
  /** A tenant's settings and package, their arguments as query params (no body). */
  tenant: {
    setting: `${tenant}/setting`,
    datasource: `${tenant}/datasource`,
    packageDetail: `${tenant}/package-detail`,
    packageSetting: `${tenant}/package-setting`,
  },
  tenantPackageSelect: `${management}/tenant-package/select`,
  datasourceSelect: `/${config.services.develop}/datasource/select`,
  user: {
    grant: `${user}/grant`,
    resetPassword: `${user}/reset-password`,
    platformDetail: `${user}/platform-detail`,
    updatePlatform: `${user}/update-platform`,
    /** The signed-in user's own profile (个人信息). */
    info: `${user}/info`,
    updateInfo: `${user}/update-info`,
    updatePassword: `${user}/update-password`,
  },
  /** Blade's params by key (`account.initPassword`: what a password reset sets). */
  paramList: `${management}/param/list`,
  roleTree: `${management}/role/tree`,
  /** 权限设置 of roles and 菜单配置 of top menus: the trees, what is held, the grant. */
  grant: {
    roleTrees: `${management}/menu/grant-tree`,
    roleKeys: `${management}/menu/role-tree-keys`,
    role: `${management}/role/grant`,
    topMenuTree: `${management}/menu/grant-top-tree`,
    topMenuKeys: `${management}/menu/top-tree-keys`,
    topMenu: `${management}/topmenu/grant`,
  },
};
