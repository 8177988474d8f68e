import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import type { CrudRow, SystemField } from '../crud-values';
import type { MessageKey, Speaker } from '../messages';
import type { Router } from '../router';
import type { TableAccess } from '../table-access';
import { listFields, pageAnswer, removeRows, saveRow } from '../handlers/oto-kit';
import { resolveEndpoints, type ApiMeta } from '../../src/providers/endpoints';
import { maxLengthsOf } from '../../src/resources/field-checks';
import type { FieldDef } from '../../src/resources/types';

// The one-to-one family of a plain tenant setting (spec §7, wechat-consulting-info, tip-info, and
// a new business screen): `search` or `list` (newest first, oto-kit's pageAnswer),
// `save-and-update` (adds without id, changes with one) and, where the screen deletes,
// `del/{ids}` (one id or several, comma-joined). Writes need `<code>_add` / `_edit` / `_delete`;
// every row is its tenant's.

/** What the stand-in reads of a screen's declaration: its calls and its fields. */
type DeclaredScreen = { api: ApiMeta; fields: readonly FieldDef[]; actions: { delete?: boolean } };

export type OnetooneSpec<Row extends CrudRow, K extends string> = {
  /**
   * The screen's declaration: its calls are what is served (base, list, whether it deletes), its
   * form fields what a client may write (with their defaults), its rules refuse a body in the
   * form's words, its `maxLength`s are the columns, its searched text fields match by "contains".
   * What it declares is not written again here.
   */
  declared?: DeclaredScreen;
  /** e.g. `/api/zhiyuan-management/onetoone/wechat-consulting-info` (else the declaration's). */
  base?: string;
  /** The list's path: `search` or `list`, as the spec names it (else the declaration's). */
  list?: string;
  /** Whether it serves `del/{ids}` (else whether the declaration's screen deletes). */
  remove?: boolean;
  /** Every client-writable field with its default (else the declaration's form fields). */
  blank?: Omit<Row, SystemField>;
  /** Fields matched by "contains" in list filters; the others by equality. */
  searchable?: readonly (keyof Row & string)[];
  /** Column sizes of text fields, in characters, over the declaration's (255 when neither names one). */
  maxLength?: Partial<Record<keyof Row & string, number>>;
  /** The first reason to refuse the saved row beyond the declared rules, else null. */
  check?: (row: Row) => K | MessageKey | null;
};

/** A form field's value when the body leaves it out: its default, else 0 for numbers and switches. */
function blankOf(fields: readonly FieldDef[]): Record<string, unknown> {
  const writable = fields.filter((field) => field.form && !field.offRow && !field.control);
  return Object.fromEntries(
    writable.map((field) => [
      field.name,
      field.defaultValue ?? (field.type === 'number' || field.type === 'switch' ? 0 : ''),
    ]),
  );
}

/** The searched fields typed in a box (no options, no dates): matched by "contains". */
const typedIn = (fields: readonly FieldDef[]) =>
  fields
    .filter((field) => field.search && !field.options && (!field.type || ['text', 'textarea'].includes(field.type)))
    .map((field) => field.name);

/** The calls a declaration names, as the stand-in serves them. */
function callsOf(spec: Pick<OnetooneSpec<CrudRow, string>, 'declared' | 'base' | 'list' | 'remove'>) {
  const endpoints = spec.declared ? resolveEndpoints(spec.declared.api) : undefined;
  const base = spec.base ?? (spec.declared ? `/api/${spec.declared.api.base}` : undefined);
  const list = spec.list ?? endpoints?.list;
  if (!base || !list) throw new Error('stand-in: a one-to-one entity needs its declaration or base and list');
  return { base, list, remove: spec.remove ?? Boolean(spec.declared?.actions.delete) };
}

export function onetooneCrud<Row extends CrudRow, K extends string>(
  router: Router,
  spec: OnetooneSpec<Row, K> & { rows: TableAccess<Row>; permission: string; say: Speaker<K> },
): HttpHandler[] {
  const { rows, permission } = spec;
  const { base, list, remove } = callsOf(spec);
  const own = (caller: Caller): Row[] => rows.rows().filter((row) => row.tenantId === caller.tenantId);
  const fields = spec.declared?.fields ?? [];
  const blank = spec.blank ?? blankOf(fields);
  const maxLength = { ...maxLengthsOf(fields), ...spec.maxLength };
  const searchable = spec.searchable ?? typedIn(fields);
  const listed = listFields(blank);
  const handlers = [
    router.get(`${base}/${list}`, ({ request, url, caller }) =>
      pageAnswer(request, url.searchParams, own(caller), { fields: listed, searchable }),
    ),
    router.post(`${base}/save-and-update`, (context) =>
      saveRow<Row, K | MessageKey>(context, {
        table: rows,
        blank,
        created: {},
        maxLength: maxLength as Readonly<Record<string, number>>,
        declared: spec.declared?.fields,
        scope: own,
        button: (adding) => `${permission}_${adding ? 'add' : 'edit'}`,
        say: spec.say,
        check: (row) => {
          const problem = spec.check?.(row) ?? null;
          return problem === null ? null : [problem];
        },
      }),
    ),
  ];
  if (!remove) return handlers;
  return [
    ...handlers,
    router.post(`${base}/del/:ids`, (context) =>
      removeRows<Row>(
        context,
        String(context.params.ids ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
        { table: rows, scope: own, button: `${permission}_delete` },
      ),
    ),
  ];
}
