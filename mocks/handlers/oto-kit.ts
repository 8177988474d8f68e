import type { Caller } from '../auth-guard';
import { compareValues } from '../blade-query';
import { fail, filterRows, invalidSortColumn, ok, paginate, say, sortRows } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields, SYSTEM_FIELDS, type CrudRow } from '../crud-values';
import { sayOto, type OtoMessageKey } from '../messages-oto';
import { holdsPermission } from '../permissions';
import { readJson } from '../request';
import type { RouteContext } from '../router';
import { tableAccess, type TableAccess } from '../table-access';
import type { TableOf } from '../table-keys';
import { normaliseDateTime, nowText } from '../time';
import type { StandinDb } from '../standin-db';
import { stampSave } from '../save-stamp';
import { declaredRefusal } from '../declared-checks';
import type { FieldDef } from '../../src/resources/types';

// What the onetoone calls share. They are not Blade's list/detail/submit/remove family: each names
// its own paths (search, save-and-update, del/{ids} ...), so the pieces are here and every
// handler file wires its own paths from them.

/** A table by name, or its rows as an entity module is handed them. */
const rowsOf = <T>(db: StandinDb, table: TableOf<T> | TableAccess<T>): TableAccess<T> =>
  typeof table === 'string' ? tableAccess<T>(db, table) : table;

/** A refusal with its message: [key, ...values]; `K` an entity module's own keys (sayIn). */
export type Problem<K extends string = OtoMessageKey> = readonly [K, ...(string | number)[]];
/** Localises a problem's key; sayOto (the business's shared messages, K's default) when none is given. */
type ProblemSpeaker<K extends string> = (request: Request, key: K, ...values: (string | number)[]) => string;

export const refuse = <K extends string = OtoMessageKey>(
  request: Request,
  [key, ...values]: Problem<K>,
  speak: ProblemSpeaker<K> = sayOto as ProblemSpeaker<string>,
): Response => fail(400, speak(request, key, ...values));
/** Blade's REQ_REJECT, as @PreAuth answers a call without its button. */
export const rejected = (request: Request): Response => fail(403, say(request, 'requestRejected'));
export const done = (request: Request): Response => ok(true, say(request, 'success'));
export const notFound = (request: Request): Response => fail(400, say(request, 'notFound'));

/** The columns a list may filter and sort by: the row's own fields plus what its VO adds. */
export const listFields = (blank: object, ...extra: string[]): string[] => [
  ...Object.keys(blank),
  ...SYSTEM_FIELDS,
  ...extra,
];

const newestFirst = (a: Record<string, unknown>, b: Record<string, unknown>): number =>
  compareValues(b.createTime, a.createTime) || compareValues(b.id, a.id);

/**
 * A Blade page of `rows` (presented already, so a filter may name a VO's field such as
 * expertName): filters (`searchable` ones "contains", the others equality, `_dategt` ...),
 * `ascs`/`descs` over newest first (createTime desc, id desc), `current`/`size`.
 */
export function pageAnswer<T extends Record<string, unknown>>(
  request: Request,
  query: URLSearchParams,
  rows: readonly T[],
  spec: { fields: readonly string[]; searchable?: readonly string[] },
): Response {
  const badColumn = invalidSortColumn(query, spec.fields);
  if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
  const filtered = filterRows(rows, query, spec).sort(newestFirst);
  return ok(paginate(sortRows(filtered, query), query));
}

/**
 * `<field>=W` keeps the rows whose comma-joined codes hold W (an elective among 'W,H,S', a subject
 * type among an expert's 'ZONG,W'): "contains" by code, not by text, so W never matches WEN.
 * Answers the rows kept and the query without that filter (the rest is pageAnswer's).
 */
export function byJoinedCode<T extends Record<string, unknown>>(
  rows: readonly T[],
  query: URLSearchParams,
  field: string,
): [T[], URLSearchParams] {
  const wanted = query.get(field)?.trim();
  if (!wanted) return [[...rows], query];
  const rest = new URLSearchParams(query);
  rest.delete(field);
  return [
    rows.filter((row) =>
      String(row[field] ?? '')
        .split(',')
        .includes(wanted),
    ),
    rest,
  ];
}

/** The ids of a `.../del/{ids}` path, trimmed and de-duplicated. */
export const pathIds = (value: string | readonly string[] | undefined): string[] => [
  ...new Set(
    String(value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

/** The spec's three phone checks (§5), in order; null when the number is fine. */
export function phoneProblem(phone: string): Problem | null {
  const text = phone.trim();
  if (!text) return ['phoneRequired'];
  if (text.length !== 11) return ['phoneLength'];
  return /^1[3-9]\d{9}$/.test(text) ? null : ['phoneFormat'];
}

/** A date-time as stored (`yyyy-MM-dd HH:mm:ss`), from what a picker sends; null when it is not one. */
export function storedDateTime(value: string): string | null {
  const text = normaliseDateTime(value);
  const full = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(full) ? full : null;
}

export type SaveSpec<T extends CrudRow, K extends string = OtoMessageKey> = {
  table: TableOf<T> | TableAccess<T>;
  /** How `check`'s problems are localised: sayOto by default. */
  say?: ProblemSpeaker<K>;
  /** Every field a client may send, with its default; the others are the server's. */
  blank: Record<string, unknown>;
  /** The rest of a new row: the server's fields (a new expert's audit state ...). */
  created: Record<string, unknown>;
  maxLength?: Readonly<Record<string, number>>;
  /** The rows the caller may change (its tenant's; its org's for an organization's staff). */
  scope: (caller: Caller) => readonly T[];
  /** The button the write needs. */
  button: (adding: boolean) => string;
  /** The row as it will be stored: fields the server sets (an org member's orgId ...). */
  complete?: (row: T, existing: T | undefined, caller: Caller) => T;
  /**
   * The declaration's fields: their rules refuse a body in the words the form shows
   * (declared-checks.ts), before `check`.
   */
  declared?: readonly FieldDef[];
  /** The first reason to refuse the row, else null. */
  check: (row: T, caller: Caller) => Problem<K> | null;
};

/**
 * One save call: `mode` 'upsert' adds without id and updates with one (save-and-update), 'add'
 * and 'update' only do that. The body binds like Blade's entity (crud-checks.ts).
 */
export async function saveRow<T extends CrudRow, K extends string = OtoMessageKey>(
  { request, caller, db }: RouteContext,
  spec: SaveSpec<T, K>,
  mode: 'upsert' | 'add' | 'update' = 'upsert',
): Promise<Response> {
  const body = readJson(await request.text());
  if (!body) return fail(400, say(request, 'badRequest'));
  const id = mode === 'add' || isBlank(body.id) ? '' : String(body.id).trim();
  if (mode === 'update' && !id) return fail(400, say(request, 'idRequired'));
  if (!holdsPermission(db, caller, spec.button(!id))) return rejected(request);
  if (unboundField(spec.blank, body) !== null) return fail(400, say(request, 'paramInvalid'));
  const existing = id ? spec.scope(caller).find((row) => row.id === id) : undefined;
  if (id && !existing) return notFound(request);
  const values = pickFields(spec.blank, body);
  const overlong = overlongField(values, spec.maxLength ?? {});
  if (overlong) return fail(400, say(request, 'fieldTooLong', ...overlong));
  const now = nowText();
  const merged = stampSave(
    (existing
      ? { ...existing, ...values }
      : { ...spec.blank, ...spec.created, ...values, id: '', tenantId: caller.tenantId }) as T,
    existing,
    caller.userId,
    now,
  );
  const row = spec.complete ? spec.complete(merged, existing, caller) : merged;
  // What was sent, over the stored row on an update: a new row's missing value is missing, not
  // the blank's default.
  const declared = spec.declared && (await declaredRefusal(request, spec.declared, { ...existing, ...values }));
  if (declared) return fail(400, declared);
  const problem = spec.check(row, caller);
  if (problem) return refuse(request, problem, spec.say);
  const table = rowsOf(db, spec.table);
  if (existing) table.update(row);
  else table.insert({ ...row, id: db.nextId() });
  return done(request);
}

/**
 * One delete call over `ids` (all within the caller's reach, or nothing goes), refused with a
 * message when `refusal` finds a reason; `cascade` removes what hangs off the doomed rows.
 */
export function removeRows<T extends CrudRow>(
  { request, caller, db }: RouteContext,
  ids: readonly string[],
  spec: {
    table: TableOf<T> | TableAccess<T>;
    scope: (caller: Caller) => readonly T[];
    button: string;
    refusal?: (doomed: T[]) => Problem | null;
    cascade?: (doomed: T[]) => void;
  },
): Response {
  if (!holdsPermission(db, caller, spec.button)) return rejected(request);
  if (ids.length === 0) return fail(400, say(request, 'idsRequired'));
  const wanted = new Set(ids);
  const doomed = spec.scope(caller).filter((row) => wanted.has(row.id));
  if (doomed.length !== wanted.size) return notFound(request);
  const problem = spec.refusal?.(doomed);
  if (problem) return refuse(request, problem);
  spec.cascade?.(doomed);
  rowsOf(db, spec.table).remove((row) => wanted.has(row.id) && row.tenantId === caller.tenantId);
  return done(request);
}
