import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import type { Caller } from '../auth-guard';
import type { Router } from '../router';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import type { DeptRow } from '../types';
import { bladeCrud } from './crud';
import { bySort, childFlag, dictWord, forestOf, type TreeNode } from './org-tree';

// Depts (Blade's DeptController): a tree per tenant. Saber's page reads `lazy-list?parentId=`
// (one level, with hasChildren; a search without parentId lists matches at any depth); `list`
// and `tree` answer the whole tree; detail, submit and remove as the blade family, a dept with
// children refusing removal (请先删除子节点!). `tree?tenantId=` and `lazy-tree?tenantId=` answer
// another tenant's depts to the platform alone (the user form of a tenant's user).

const contains = (value: string, wanted: string | null) =>
  !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());

export function deptHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const base = `/api/${management}/dept`;
  const own = (caller: Caller) => db.tables.depts.filter((dept) => dept.tenantId === caller.tenantId);
  const asked = (caller: Caller, query: URLSearchParams) => {
    const tenantId = query.get('tenantId')?.trim();
    return tenantId && caller.tenantId === PLATFORM_TENANT
      ? db.tables.depts.filter((dept) => dept.tenantId === tenantId)
      : own(caller);
  };
  const hasChildren = (dept: DeptRow, scope: readonly DeptRow[]) => scope.some((other) => other.parentId === dept.id);
  // DeptVO: the row with its parent's name (顶级 at the top) and its category's word.
  const vo = (dept: DeptRow, scope: readonly DeptRow[]) => ({
    ...dept,
    parentName: scope.find((other) => other.id === dept.parentId)?.deptName ?? '顶级',
    deptCategoryName: dictWord(db, 'org_category', dept.deptCategory),
    ...childFlag(hasChildren(dept, scope)),
  });
  const node = (dept: DeptRow): TreeNode => ({
    id: dept.id,
    parentId: dept.parentId,
    title: dept.deptName,
    value: dept.id,
    key: dept.id,
  });
  const matching = (scope: readonly DeptRow[], query: URLSearchParams) =>
    bySort(scope).filter(
      (dept) => contains(dept.deptName, query.get('deptName')) && contains(dept.fullName, query.get('fullName')),
    );

  return [
    router.get(`${base}/lazy-list`, ({ url, caller }) => {
      const scope = own(caller);
      const parentId = url.searchParams.get('parentId')?.trim();
      const rows = matching(scope, url.searchParams).filter((dept) => !parentId || dept.parentId === parentId);
      return ok(rows.map((dept) => vo(dept, scope)));
    }),
    router.get(`${base}/list`, ({ url, caller }) => {
      const scope = own(caller);
      return ok(
        forestOf(
          matching(scope, url.searchParams),
          (d) => d.id,
          (d) => d.parentId,
          (d) => vo(d, scope),
        ),
      );
    }),
    router.get(`${base}/tree`, ({ url, caller }) =>
      ok(
        forestOf(
          bySort(asked(caller, url.searchParams)),
          (d) => d.id,
          (d) => d.parentId,
          node,
        ),
      ),
    ),
    router.get(`${base}/lazy-tree`, ({ url, caller }) => {
      const scope = asked(caller, url.searchParams);
      const parentId = url.searchParams.get('parentId')?.trim() || '0';
      return ok(
        bySort(scope.filter((dept) => dept.parentId === parentId)).map((dept) => ({
          ...node(dept),
          ...childFlag(hasChildren(dept, scope)),
        })),
      );
    }),
    ...bladeCrud<DeptRow>(router, {
      base,
      table: 'depts',
      blank: { parentId: '0', ancestors: '', deptName: '', fullName: '', deptCategory: 0, sort: 0, remark: '' },
      required: [
        ['deptName', 'deptNameRequired'],
        ['fullName', 'fullNameRequired'],
      ],
      maxLength: { deptName: 45, fullName: 45, remark: 255 },
      validate: (row, siblings) => {
        if (!row.deptCategory) return 'deptCategoryRequired';
        // The parent must be a dept of the tenant (or the top), and not the dept itself or below it.
        if (row.parentId === '0' || row.parentId === '') return null;
        const parent = siblings.find((other) => other.id === row.parentId);
        if (!parent || (row.id && `${parent.ancestors},${parent.id}`.split(',').includes(row.id)))
          return 'deptParentInvalid';
        return null;
      },
      prepare: (row, scope) => {
        const parentId = row.parentId || '0';
        const parent = scope.find((other) => other.id === parentId);
        return { ...row, parentId, ancestors: parent ? `${parent.ancestors},${parent.id}` : '0' };
      },
      present: vo,
      refuseRemove: (doomed, scope) => (doomed.some((dept) => hasChildren(dept, scope)) ? 'hasChildren' : null),
      searchable: ['deptName', 'fullName'],
      permission: 'dept',
      tenantScoped: true,
    }),
  ];
}
