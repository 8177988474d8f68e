import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import type { CrudRow, SystemField } from '../crud-values';
import type { MessageKey, Speaker } from '../messages';
import type { Router } from '../router';
import type { TableAccess } from '../table-access';
import { listFields, pageAnswer, removeRows, saveRow } from '../handlers/oto-kit';

// The one-to-one family of a plain tenant setting (spec §7, wechat-consulting-info, tip-info):
// `search` or `list` (newest first, oto-kit's pageAnswer), `save-and-update` (adds without id,
// changes with one) and, where the screen deletes, `del/{id}`. Writes need `<code>_add` / `_edit`
// / `_delete`; every row is its tenant's.

export type OnetooneSpec<Row extends CrudRow, K extends string> = {
  /** e.g. `/api/zhiyuan-management/onetoone/wechat-consulting-info` */
  base: string;
  /** The list's path: `search` or `list`, as the spec names it. */
  list: 'search' | 'list';
  /** Whether it serves `del/{id}` (a screen without the call has no delete button either). */
  remove: boolean;
  /** Every client-writable field with its default. */
  blank: Omit<Row, SystemField>;
  /** Fields matched by "contains" in list filters; the others by equality. */
  searchable?: readonly (keyof Row & string)[];
  /** Column sizes of text fields, in characters (255 when not named). */
  maxLength?: Partial<Record<keyof Row & string, number>>;
  /** The first reason to refuse the saved row, else null. */
  check: (row: Row) => K | MessageKey | null;
};

export function onetooneCrud<Row extends CrudRow, K extends string>(
  router: Router,
  spec: OnetooneSpec<Row, K> & { rows: TableAccess<Row>; permission: string; say: Speaker<K> },
): HttpHandler[] {
  const { rows, permission } = spec;
  const own = (caller: Caller): Row[] => rows.rows().filter((row) => row.tenantId === caller.tenantId);
  const fields = listFields(spec.blank);
  const handlers = [
    router.get(`${spec.base}/${spec.list}`, ({ request, url, caller }) =>
      pageAnswer(request, url.searchParams, own(caller), { fields, searchable: spec.searchable }),
    ),
    router.post(`${spec.base}/save-and-update`, (context) =>
      saveRow<Row, K | MessageKey>(context, {
        table: rows,
        blank: spec.blank,
        created: {},
        maxLength: spec.maxLength as Readonly<Record<string, number>>,
        scope: own,
        button: (adding) => `${permission}_${adding ? 'add' : 'edit'}`,
        say: spec.say,
        check: (row) => {
          const problem = spec.check(row);
          return problem === null ? null : [problem];
        },
      }),
    ),
  ];
  if (!spec.remove) return handlers;
  return [
    ...handlers,
    router.post(`${spec.base}/del/:id`, (context) =>
      removeRows<Row>(context, [String(context.params.id ?? '').trim()].filter(Boolean), {
        table: rows,
        scope: own,
        button: `${permission}_delete`,
      }),
    ),
  ];
}
