import { config } from '../config';

// The session's own calls, which belong to no screen: signing in and out (blade-auth), the login
// page's captcha and domain tenant, guest registration, the menus and buttons the console is built
// from, the user's own roles and depts, and 清除缓存 (the management service for the rest). Paths
// relative to /api, as the http client and Refine's `custom` take them; the providers are given
// theirs by src/services.ts.
const auth = `/${config.services.auth}`;
const management = `/${config.services.management}`;

export const sessionApi = {
  /** The OAuth token grant (password, captcha, social, refresh): a bare answer, no R envelope. */
  token: `${auth}/oauth/token`,
  // BladeX maps these three under oauth/ and answers them bare (`{key, image}`,
  // `{success: "true", msg: "success"}`), not in an R envelope: callers read them `raw`.
  captcha: `${auth}/oauth/captcha`,
  logout: `${auth}/oauth/logout`,
  clearCache: `${auth}/oauth/clear-cache`,
  /** The tenant bound to the console's address (`?domain=`). */
  tenantInfo: `${management}/tenant/info`,
  registerGuest: `${management}/user/register-guest`,
  /** The server-driven menu (`?topMenuId=` for a top menu's part), the buttons, the top menus. */
  menus: {
    routes: `${management}/menu/routes`,
    buttons: `${management}/menu/buttons`,
    topMenus: `${management}/menu/top-menu`,
  },
  /** The depts and roles a user holds (`?userId=`): role names and 切换角色. */
  deptSelect: `${management}/dept/select`,
  roleSelect: `${management}/role/select`,
};
