import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { fail, filterRows, invalidSortColumn, ok, paginate, sortRows } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import { bySort, dictionaryItems, forest, isParent, toNode, treeNodes } from '../handlers/dict-rows';
import type { Speaker } from '../messages';
import { holdsPermission, permissionCode, type WriteKind } from '../permissions';
import { readIds, readJson } from '../request';
import type { RouteContext, Router } from '../router';
import { stampSave } from '../save-stamp';
import type { TableAccess } from '../table-access';
import type { DictBizRow, DictRow } from '../types-dict';

// What the system and business dictionary modules share (dict.ts, dict-biz.ts): Blade's
// DictController over a tree of a dictionary and its entries. parent-list (a page of parents),
// child-list (the entries of one parent, as a tree), list and tree, detail, submit (add and edit;
// a parent's new code goes to its entries), remove (refused while a parent still has entries) and
// dictionary?code= (what selects read: unsealed entries only). dict-biz is the same screen over
// rows each tenant owns (Blade's blade_dict_biz adds tenant_id).

/** The screens' own answers, zh and en: Saber's rule texts (the spec's English) and Blade's DictServiceImpl refusals. */
export const dictMessages = {
  codeRequired: ['请输入字典编号', 'please input dictionary code'],
  dictValueRequired: ['请输入字典名称', 'please input dictionary name'],
  dictKeyRequired: ['请输入字典键值', 'please input dictionary key value'],
  sortRequired: ['请输入字典排序', 'please input dictionary sort'],
  isSealedRequired: ['请选择封存', 'please select sealed'],
  keyExists: ['当前字典键值已存在!', 'the dictionary key value already exists!'],
  parentNotFound: ['上级字典不存在', 'the parent dictionary does not exist'],
} as const;

type DictMessage = keyof typeof dictMessages;

/** The fields a client writes, with the types Jackson binds them to. */
const blank = { parentId: '', code: '', dictKey: '', dictValue: '', sort: 0, remark: '', isSealed: 0 };
const fields = [...Object.keys(blank), 'id'];
const searchable = ['code', 'dictValue'];

/** Checked in order, as Saber's form lists them; a child needs its key as well. */
function missing(row: DictRow, body: Record<string, unknown>, adding: boolean): DictMessage | null {
  if (isBlank(row.code)) return 'codeRequired';
  if (isBlank(row.dictValue)) return 'dictValueRequired';
  if (!isParent(row) && (isBlank(row.dictKey) || row.dictKey === '-1')) return 'dictKeyRequired';
  // A number has no blank text: on an add, an absent sort or seal is the missing input.
  if (adding && isBlank(body.sort)) return 'sortRequired';
  if (adding && isBlank(body.isSealed)) return 'isSealedRequired';
  return null;
}

/** A dictionary module's calls at `base`; its writes need its buttons (`<permission>_add` ...). */
export function dictCalls(
  { router, rows: table, say }: { router: Router; rows: TableAccess<DictRow>; say: Speaker<DictMessage> },
  spec: { base: string; permission: string; tenantScoped: boolean },
): HttpHandler[] {
  const { db } = router;
  const visible = (caller: Caller): readonly DictRow[] =>
    spec.tenantScoped
      ? (table.rows() as readonly DictBizRow[]).filter((row) => row.tenantId === caller.tenantId)
      : table.rows();
  const refused = (request: Request, caller: Caller, kind: WriteKind) =>
    holdsPermission(db, caller, permissionCode(spec.permission, kind))
      ? null
      : fail(403, say(request, 'requestRejected'));
  const listed = ({ request, url, caller }: RouteContext, pick: (rows: readonly DictRow[]) => readonly DictRow[]) => {
    const badColumn = invalidSortColumn(url.searchParams, fields);
    if (badColumn !== null) return { error: fail(400, say(request, 'sortFieldInvalid', badColumn)) };
    const rows = filterRows(pick(visible(caller)), url.searchParams, { fields, searchable });
    return { rows: sortRows(bySort(rows), url.searchParams) };
  };

  const submit = async ({ request, caller }: RouteContext): Promise<Response> => {
    const body = readJson(await request.text());
    if (!body) return fail(400, say(request, 'badRequest'));
    const id = isBlank(body.id) ? '' : String(body.id).trim();
    const rejection = refused(request, caller, id ? 'edit' : 'add');
    if (rejection) return rejection;
    if (unboundField(blank, body) !== null) return fail(400, say(request, 'paramInvalid'));
    const scope = visible(caller);
    const existing = id ? scope.find((row) => row.id === id) : undefined;
    if (id && !existing) return fail(400, say(request, 'notFound'));
    const values = pickFields(blank, body);
    const overlong = overlongField(values, {});
    if (overlong) return fail(400, say(request, 'fieldTooLong', ...overlong));
    const tenant = spec.tenantScoped ? { tenantId: caller.tenantId } : {};
    const merged = { ...blank, ...existing, ...values, ...tenant } as DictRow;
    // Blade: an empty parentId is a top-level dictionary, whose key is -1.
    const parentId = isBlank(merged.parentId) || merged.parentId === '-1' ? '0' : merged.parentId.trim();
    const row: DictRow = {
      ...stampSave(merged, existing, caller.userId),
      parentId,
      code: merged.code.trim(),
      dictKey: parentId === '0' && isBlank(merged.dictKey) ? '-1' : merged.dictKey.trim(),
    };
    const error = missing(row, body, !existing);
    if (error) return fail(400, say(request, error));
    if (parentId !== '0' && !scope.some((other) => other.id === parentId && isParent(other)))
      return fail(400, say(request, 'parentNotFound'));
    // DictServiceImpl.submit: code + dictKey is unique (a parent's key is -1, so parent codes are too).
    if (scope.some((other) => other.id !== id && other.code === row.code && other.dictKey === row.dictKey)) {
      return fail(400, say(request, 'keyExists'));
    }
    if (existing) {
      table.update(row);
      // A parent renamed takes its entries along: they are found by code.
      if (isParent(existing) && existing.code !== row.code) {
        for (const child of scope.filter((other) => other.parentId === existing.id))
          table.update({ ...child, code: row.code });
      }
    } else {
      table.insert({ ...row, id: db.nextId() });
    }
    return ok(true, say(request, 'success'));
  };

  const route = spec.base;
  return [
    router.get(`${route}/parent-list`, (context) => {
      const result = listed(context, (rows) => rows.filter(isParent));
      return (
        result.error ??
        ok(
          paginate(
            result.rows.map((row) => toNode(row, visible(context.caller))),
            context.url.searchParams,
          ),
        )
      );
    }),
    router.get(`${route}/child-list`, (context) => {
      const parentId = context.url.searchParams.get('parentId') ?? '';
      const all = visible(context.caller);
      const parent = all.find((row) => row.id === parentId && isParent(row));
      // Blade answers [] for a missing or negative parentId; the entries share the parent's code.
      if (!parent) return ok([]);
      const query = new URLSearchParams(context.url.searchParams);
      query.delete('parentId');
      query.delete('code');
      const result = listed(
        { ...context, url: new URL(`${context.url.origin}${context.url.pathname}?${query}`) },
        (rows) => rows.filter((row) => row.code === parent.code && row.id !== parent.id),
      );
      return result.error ?? ok(forest(result.rows, all));
    }),
    router.get(`${route}/list`, (context) => {
      const result = listed(context, (rows) => rows);
      return result.error ?? ok(forest(result.rows, visible(context.caller)));
    }),
    router.get(`${route}/tree`, ({ caller }) => ok(treeNodes(forest(visible(caller), visible(caller))))),
    router.get(`${route}/parent-tree`, ({ caller }) =>
      ok(treeNodes(forest(visible(caller).filter(isParent), visible(caller)))),
    ),
    router.get(`${route}/detail`, ({ request, url, caller }) => {
      const id = url.searchParams.get('id')?.trim();
      if (!id) return fail(400, say(request, 'idRequired'));
      const row = visible(caller).find((each) => each.id === id);
      return row ? ok(toNode(row, visible(caller))) : fail(400, say(request, 'notFound'));
    }),
    router.get(`${route}/dictionary`, ({ url, caller }) =>
      ok(dictionaryItems(visible(caller), url.searchParams.get('code') ?? '')),
    ),
    router.post(`${route}/submit`, submit),
    router.post(`${route}/remove`, async ({ request, caller }) => {
      const rejection = refused(request, caller, 'delete');
      if (rejection) return rejection;
      const ids = await readIds(request);
      if (ids.length === 0) return fail(400, say(request, 'idsRequired'));
      const scope = visible(caller);
      const own = new Set(scope.map((row) => row.id));
      if (!ids.every((id) => own.has(id))) return fail(400, say(request, 'notFound'));
      const doomed = new Set(ids);
      // DictServiceImpl.removeDict: any row whose parent is named refuses the whole call.
      if (scope.some((row) => doomed.has(row.parentId))) return fail(400, say(request, 'hasChildren'));
      table.remove((row) => doomed.has(row.id));
      return ok(true, say(request, 'success'));
    }),
  ];
}
