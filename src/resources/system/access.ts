import type { ResourceDef } from '../types';

/** Roles, menus, top menus, data and API scopes (权限管理 and the menu screens). */
export const accessResources: ResourceDef[] = [];
