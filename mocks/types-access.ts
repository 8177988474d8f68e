import type { DataScopeRow as DataScopeVo } from '../src/resources/system/data-scope';
import type { ApiScopeRow as ApiScopeVo } from '../src/resources/system/api-scope';
import type { RoleRow as RoleVo } from '../src/resources/system/role';

// Row shapes of the authority screens' tables (blade_role, blade_scope_data, blade_scope_api,
// blade_role_scope).

/** blade_role as stored: the VO without its parent's name. */
export type RoleRow = Omit<RoleVo, 'parentName'>;

export type DataScopeRow = Omit<DataScopeVo, 'scopeTypeName'>;

export type ApiScopeRow = Omit<ApiScopeVo, 'scopeTypeName'>;

/** A role's grant of one scope; scopeCategory (dictionary scope_category): 1 data, 2 API. */
export type RoleScopeRow = { id: string; roleId: string; scopeId: string; scopeCategory: number };
