import { idSequence } from './ids';
import { seededRoleIds } from './seed-builders';
import { roleSeeds } from './seed-data/accounts';
import type { RoleScopeRow } from './types-access';
import type { StandinTables } from './types';

// The authority screens' seed (the role tree, the roles' scope grants; the data and API scopes are
// their modules': entities/data-scope.ts, api-scope.ts), from an id range of its own so that the
// product's other ids do not move when it changes.

/** Adds the authority seed. Its sequence numbers the scopes first (`seedScopes`), then the grants. */
export function addAccessSeed(tables: StandinTables, seedScopes: (nextId: () => string) => void): void {
  const nextId = idSequence(1123598815739100001n);
  seedScopes(nextId);
  // The role tree: seed.ts puts every role at the top; `parent` names the role above.
  const roleIds = seededRoleIds(tables.roles);
  tables.roles = tables.roles.map((role) => {
    const seed = roleSeeds.find((each) => each.tenantId === role.tenantId && each.roleAlias === role.roleAlias);
    return seed?.parent ? { ...role, parentId: roleIds.get(seed.parent) ?? '0' } : role;
  });

  // 运营主管 sees all params, 运营人员 only their own; 运营主管 may call the param API.
  const grant = (roleKey: string, scopeId: string | undefined, scopeCategory: number): RoleScopeRow[] => {
    const roleId = roleIds.get(roleKey);
    return roleId && scopeId ? [{ id: nextId(), roleId, scopeId, scopeCategory }] : [];
  };
  const paramScope = (type: number) =>
    tables.dataScopes.find((row) => row.resourceCode === 'param' && row.scopeType === type)?.id;
  const paramApis = tables.apiScopes.filter((row) => row.resourceCode === 'param_api').map((row) => row.id);
  tables.roleScopes = [
    ...grant('ops-lead', paramScope(1), 1),
    ...grant('operator', paramScope(2), 1),
    ...grant('service', paramScope(2), 1),
    ...paramApis.flatMap((id) => grant('ops-lead', id, 2)),
  ];
}
