import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import type { Router } from '../router';
import type { DictRow } from '../types';

export type DictionaryItem = Pick<DictRow, 'id' | 'parentId' | 'code' | 'dictKey' | 'dictValue' | 'sort' | 'remark' | 'isSealed'>;

/** The entries under the parent whose code is `code`, in `sort` order (what a select lists). */
function dictionary(rows: readonly DictRow[], code: string): DictionaryItem[] {
  const parent = rows.find((row) => row.code === code && row.parentId === '0');
  if (!parent) return [];
  return rows
    .filter((row) => row.parentId === parent.id)
    .sort((a, b) => a.sort - b.sort)
    .map(({ id, parentId, code: entryCode, dictKey, dictValue, sort, remark, isSealed }) => ({
      id,
      parentId,
      code: entryCode,
      dictKey,
      dictValue,
      sort,
      remark,
      isSealed,
    }));
}

// `dict` is the platform's system dictionary; `dict-biz` is owned by each tenant.
export function dictHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  return [
    router.get(`/api/${management}/dict/dictionary`, ({ url }) =>
      ok(dictionary(db.tables.dicts, url.searchParams.get('code') ?? '')),
    ),
    router.get(`/api/${management}/dict-biz/dictionary`, ({ url, caller }) =>
      ok(
        dictionary(
          db.tables.dictBiz.filter((row) => row.tenantId === caller.tenantId),
          url.searchParams.get('code') ?? '',
        ),
      ),
    ),
  ];
}
