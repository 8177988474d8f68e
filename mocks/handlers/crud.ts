import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { fail, filterRows, invalidSortColumn, ok, paginate, say, sortRows, type MessageKey } from '../blade';
import type { Speaker } from '../messages';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields, SYSTEM_FIELDS, type CrudRow, type SystemField } from '../crud-values';
import { tableAccess, type TableAccess } from '../table-access';
import { holdsPermission, permissionCode, type WriteKind } from '../permissions';
import { readIds, readJson } from '../request';
import type { RouteContext, Router } from '../router';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import { nowText } from '../time';
import { stampSave } from '../save-stamp';
import type { TableOf } from '../table-keys';

// The "blade" CRUD family: GET list / GET detail?id= / POST submit / POST remove?ids=a,b, over
// one table of the store. Tenant-scoped tables behave as if other tenants' rows did not exist.

/** The four calls of the family. */
type CrudCall = 'list' | 'detail' | 'submit' | 'remove';

/** `K`: the keys of a catalogue of the entity's own messages (`say`), besides the shared ones. */
export type CrudSpec<T extends CrudRow, K extends string = never> = {
  /** e.g. `/api/zhiyuan-management/param` */
  base: string;
  /** The table by name, or its rows (an entity module is handed its own, mocks/entities). */
  table: TableOf<T> | TableAccess<T>;
  /** Which calls it serves (default all four): a notice's list is its own, a report has no submit. */
  calls?: readonly CrudCall[];
  /** How its messages are localised (an entity module's own catalogue); the shared `say` by default. */
  say?: Speaker<K>;
  /** Every client-writable field with its default; also the fields a list filter may name. */
  blank: Omit<T, SystemField>;
  /** Checked in order on the saved row; the first blank field answers 400 with its message. */
  required?: readonly (readonly [field: keyof T & string, message: K | MessageKey])[];
  /** Further rules (uniqueness, ...), given the row and the other rows the caller can see. */
  validate?: (row: T, siblings: T[]) => K | MessageKey | null;
  /** Column sizes of text fields, in characters; a field not named here has 255 (crud-checks.ts). */
  maxLength?: Partial<Record<Exclude<keyof T & string, SystemField>, number>>;
  /** Fields matched by "contains" in list filters; the others by equality. */
  searchable?: readonly (keyof T & string)[];
  /** Rows carry tenantId and each caller sees only its own tenant's rows. */
  tenantScoped: boolean;
  /** Only the platform tenant (000000) may call these endpoints at all. */
  platformOnly?: boolean;
  /**
   * The resource code of the buttons that guard the writes: submit without id needs
   * `<permission>_add`, with id `<permission>_edit`, remove `<permission>_delete`; without the
   * button the call answers 403 请求被拒绝. Reads are not guarded. Declared on every entity: null
   * only for data any signed-in caller may change (say why where it is declared).
   */
  permission: string | null;
  /** A reason to refuse removing `doomed` (a dept with children), checked before anything goes. */
  refuseRemove?: (doomed: T[], visible: readonly T[]) => K | MessageKey | null;
  /** The row as list and detail answer it (a VO with names added); the stored row by default. */
  present?: (row: T, visible: readonly T[]) => unknown;
  /** The row as it is stored, given the others the caller can see (a dept's ancestors). */
  prepare?: (row: T, visible: readonly T[]) => T;
};

/** Only the handlers of `handlers` whose path ends in one of `ends` (bladeCrud's list and remove ...). */
export const onlyPaths = (handlers: HttpHandler[], ends: readonly string[]): HttpHandler[] =>
  handlers.filter((handler) => ends.some((end) => String(handler.info.path).endsWith(`/${end}`)));

export function bladeCrud<T extends CrudRow, K extends string = never>(
  router: Router,
  spec: CrudSpec<T, K>,
): HttpHandler[] {
  const { db } = router;
  const blank: Record<string, unknown> = { ...spec.blank };
  const fields = [...Object.keys(blank), ...SYSTEM_FIELDS];
  const table = typeof spec.table === 'string' ? tableAccess<T>(db, spec.table) : spec.table;
  // Without `say` the spec names the shared keys only (K defaults to never).
  const speak = spec.say ?? (say as Speaker<K>);
  const visible = (caller: Caller): readonly T[] =>
    spec.tenantScoped ? table.rows().filter((row) => row.tenantId === caller.tenantId) : table.rows();
  const check = (row: T, siblings: T[]): K | MessageKey | null =>
    spec.required?.find(([field]) => isBlank(row[field]))?.[1] ?? spec.validate?.(row, siblings) ?? null;

  const route = (
    method: 'get' | 'post',
    path: string,
    resolve: (context: RouteContext) => Response | Promise<Response>,
  ) =>
    router[method](`${spec.base}/${path}`, (context) =>
      spec.platformOnly && context.caller.tenantId !== PLATFORM_TENANT
        ? fail(403, say(context.request, 'forbidden'))
        : resolve(context),
    );

  /** The 403 answer when the caller's roles lack the button of this write, else null. */
  const refused = (request: Request, caller: Caller, kind: WriteKind): Response | null =>
    spec.permission === null || holdsPermission(db, caller, permissionCode(spec.permission, kind))
      ? null
      : fail(403, say(request, 'requestRejected'));

  const submit = async ({ request, caller }: RouteContext): Promise<Response> => {
    const body = readJson(await request.text());
    if (!body) return fail(400, say(request, 'badRequest'));
    const id = isBlank(body.id) ? '' : String(body.id).trim();
    const rejection = refused(request, caller, id ? 'edit' : 'add');
    if (rejection) return rejection;
    if (unboundField(blank, body) !== null) return fail(400, say(request, 'paramInvalid'));
    const scope = visible(caller);
    const now = nowText();
    const existing = id ? scope.find((row) => row.id === id) : undefined;
    if (id && !existing) return fail(400, say(request, 'notFound'));
    const values = pickFields(blank, body);
    const overlong = overlongField(values, spec.maxLength ?? {});
    if (overlong) return fail(400, say(request, 'fieldTooLong', ...overlong));
    const tenant = spec.tenantScoped ? { tenantId: caller.tenantId } : {};
    const row = stampSave(
      (existing ? { ...existing, ...values } : { ...blank, ...values, ...tenant, id: '' }) as T,
      existing,
      caller.userId,
      now,
    );
    const error = check(
      row,
      scope.filter((other) => other !== existing),
    );
    if (error) return fail(400, speak(request, error));
    const stored = spec.prepare ? spec.prepare(row, scope) : row;
    if (existing) table.update(stored);
    else table.insert({ ...stored, id: db.nextId() });
    return ok(true, say(request, 'success'));
  };

  const handlers: Record<CrudCall, HttpHandler> = {
    list: route('get', 'list', ({ request, url, caller }) => {
      const query = url.searchParams;
      const badColumn = invalidSortColumn(query, fields);
      if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
      const scope = visible(caller);
      const rows = filterRows(scope, query, { fields, searchable: spec.searchable });
      const page = paginate(sortRows(rows, query), query);
      return ok(spec.present ? { ...page, records: page.records.map((row) => spec.present?.(row, scope)) } : page);
    }),
    detail: route('get', 'detail', ({ request, url, caller }) => {
      const id = url.searchParams.get('id')?.trim();
      if (!id) return fail(400, say(request, 'idRequired'));
      const scope = visible(caller);
      const row = scope.find((each) => each.id === id);
      if (!row) return fail(400, say(request, 'notFound'));
      return ok(spec.present ? spec.present(row, scope) : row);
    }),
    submit: route('post', 'submit', submit),
    remove: route('post', 'remove', async ({ request, caller }) => {
      const rejection = refused(request, caller, 'delete');
      if (rejection) return rejection;
      const ids = await readIds(request);
      if (ids.length === 0) return fail(400, say(request, 'idsRequired'));
      const own = new Set(visible(caller).map((row) => row.id));
      // All or nothing: one id outside the caller's tenant (or unknown) rejects the whole call.
      if (!ids.every((id) => own.has(id))) return fail(400, say(request, 'notFound'));
      const doomed = new Set(ids);
      const refusal = spec.refuseRemove?.(
        visible(caller).filter((row) => doomed.has(row.id)),
        visible(caller),
      );
      if (refusal) return fail(400, speak(request, refusal));
      table.remove((row) => doomed.has(row.id));
      return ok(true, say(request, 'success'));
    }),
  };
  return (spec.calls ?? (['list', 'detail', 'submit', 'remove'] as const)).map((call) => handlers[call]);
}
