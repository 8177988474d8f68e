// Row shapes of the authority screens' tables (blade_scope_data, blade_scope_api, blade_role_scope).

export type DataScopeRow = {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopeField: string;
  scopeClass: string;
  scopeColumn: string;
  /** Dictionary data_scope_type. */
  scopeType: number;
  scopeValue: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

export type ApiScopeRow = {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopePath: string;
  /** Dictionary api_scope_type. */
  scopeType: number;
  remark: string;
  createTime: string;
  updateTime: string;
};

/** A role's grant of one scope; scopeCategory (dictionary scope_category): 1 data, 2 API. */
export type RoleScopeRow = { id: string; roleId: string; scopeId: string; scopeCategory: number };
