import type { HttpHandler } from 'msw';
import type { Router } from '../router';

/** 用户管理: user/page, detail, submit, update, remove, grant, reset-password, unlock, platform, export. */
export function userAdminHandlers(router: Router, management: string): HttpHandler[] {
  void router;
  void management;
  return [];
}
