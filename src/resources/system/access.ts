import type { ResourceDef } from '../types';
import apiScope from './api-scope';
import dataScope from './data-scope';
import menu from './menu';
import role from './role';
import topMenu from './top-menu';

/** Roles, menus, top menus, data and API scopes (权限管理 and the menu screens). */
export const accessResources: ResourceDef[] = [role, dataScope, apiScope, menu, topMenu];
