import type { Caller } from '../auth-guard';
import { fail, invalidSortColumn, ok, paginate, say, sortRows, type MessageKey } from '../blade';
import type { StandinDb } from '../standin-db';
import type { FlowRefusal } from '../flow-engine';
import { holdsPermission } from '../permissions';
import type { RouteContext } from '../router';
import { categoryName } from '../flow-present';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import { normaliseDateTime } from '../time';
import type { FlowDefinitionRow } from '../types-flow';
import { roleAliases } from '../users';

// What the workflow's handlers share. The engine screens (model, manager, follow) are BladeX's
// @PreAuth(hasRole administrator); their writes also need their button, like every guarded write
// here. The work lists and the leave are any signed-in user's, within the caller's tenant.

export const FLOW = '/api/blade-flow';

/** The 400 of `key`. */
export const refuse = (request: Request, key: MessageKey, ...values: (string | number)[]): Response =>
  fail(400, say(request, key, ...values));

/** The 400 of what the engine refused. */
export const refused = (request: Request, refusal: FlowRefusal): Response =>
  refuse(request, refusal.refused, ...refusal.values);

/** A query param, trimmed; '' when absent. */
export const param = (url: URL, name: string): string => url.searchParams.get(name)?.trim() ?? '';

/** Role aliases of the session (Role-Id narrows them), which are also Flowable's candidate groups. */
export const callerGroups = (db: StandinDb, caller: Caller): string[] =>
  roleAliases(db, caller.roleIds.join(',')).split(',').filter(Boolean);

const isAdministrator = (db: StandinDb, caller: Caller): boolean => callerGroups(db, caller).includes('administrator');

/** The platform's administrator: sees every tenant's definitions (BladeX's AuthUtil.isAdministrator). */
export const isPlatformAdministrator = (db: StandinDb, caller: Caller): boolean =>
  caller.tenantId === PLATFORM_TENANT && isAdministrator(db, caller);

/** The 403 of a caller without the administrator role, or without the button `code` when one is named. */
export function notAllowed({ db, request, caller }: RouteContext, button?: string): Response | null {
  if (!isAdministrator(db, caller)) return fail(403, say(request, 'requestRejected'));
  if (button && !holdsPermission(db, caller, button)) return fail(403, say(request, 'requestRejected'));
  return null;
}

/** A definition the caller reaches: 通用 or its tenant's (any tenant's for the platform administrator). */
export const reachesDefinition = (db: StandinDb, caller: Caller, row: FlowDefinitionRow): boolean =>
  row.tenantId === '' || row.tenantId === caller.tenantId || isPlatformAdministrator(db, caller);

/** A page of everything (claim-list, todo-list: BladeX sets size = total = count). */
export const wholePage = <T>(records: T[]) => ({
  records,
  total: records.length,
  size: records.length,
  current: 1,
  pages: records.length > 0 ? 1 : 0,
});

/**
 * A list answer: rows filtered, sorted by `ascs` / `descs` when asked (else as given) and paged.
 * `fields` are the answer's columns a sort may name.
 */
export function pagedAnswer<T extends Record<string, unknown>>(
  request: Request,
  url: URL,
  rows: T[],
  fields: readonly string[],
): Response {
  const badColumn = invalidSortColumn(url.searchParams, fields);
  if (badColumn !== null) return refuse(request, 'sortFieldInvalid', badColumn);
  return ok(paginate(sortRows(rows, url.searchParams), url.searchParams));
}

/** A bare date `yyyy-MM-dd` as the end of a range takes in that whole day. */
const rangeEnd = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()} 23:59:59` : normaliseDateTime(value);

/**
 * The work lists' filters bound into BladeFlow: category (one or a comma list of flow_N),
 * processDefinitionName (LIKE), beginDate / endDate around the entry's createTime.
 */
export function workFilter(
  url: URL,
): (entry: { category: string; processDefinitionName: string; createTime: string }) => boolean {
  const categories = param(url, 'category')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  const name = param(url, 'processDefinitionName').toLowerCase();
  const begin = param(url, 'beginDate');
  const end = param(url, 'endDate');
  return (entry) =>
    (categories.length === 0 || categories.includes(entry.category)) &&
    (!name || entry.processDefinitionName.toLowerCase().includes(name)) &&
    (!begin || entry.createTime >= normaliseDateTime(begin)) &&
    (!end || entry.createTime <= rangeEnd(end));
}

/** `a,b` as a list, trimmed, blanks and repeats dropped. */
export const listParam = (value: string | null | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((each) => each.trim())
      .filter(Boolean),
  ),
];

/** The 400 of a deployment's category unless it is flow_<a key of the flow dictionary>, else null. */
export function badCategory(db: StandinDb, request: Request, category: string): Response | null {
  if (!category) return refuse(request, 'flowCategoryRequired');
  return category.startsWith('flow_') && categoryName(db, category)
    ? null
    : refuse(request, 'flowCategoryInvalid', category);
}

/**
 * The 400 of a deployment's tenants (none = 通用) unless each exists and the caller may deploy
 * for them, else null. A branch deploys for itself only: a 通用 process or another tenant's would
 * reach past it.
 */
export function badTenants(
  db: StandinDb,
  request: Request,
  caller: Caller,
  tenantIds: readonly string[],
): Response | null {
  const unknown = tenantIds.find((tenantId) => !db.tables.tenants.some((row) => row.tenantId === tenantId));
  if (unknown) return refuse(request, 'flowTenantInvalid', unknown);
  if (caller.tenantId === PLATFORM_TENANT) return null;
  return tenantIds.length === 1 && tenantIds[0] === caller.tenantId ? null : refuse(request, 'flowTenantOutside');
}
