import type { DataScopeRow as DataScopeVo } from '../src/resources/system/data-scope';
import type { ApiScopeRow as ApiScopeVo } from '../src/resources/system/api-scope';

// Row shapes of the authority screens' tables (blade_scope_data, blade_scope_api, blade_role_scope).

export type DataScopeRow = Omit<DataScopeVo, 'scopeTypeName'>;

export type ApiScopeRow = Omit<ApiScopeVo, 'scopeTypeName'>;

/** A role's grant of one scope; scopeCategory (dictionary scope_category): 1 data, 2 API. */
export type RoleScopeRow = { id: string; roleId: string; scopeId: string; scopeCategory: number };
