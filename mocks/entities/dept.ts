import { ok } from '../blade';
import type { Caller } from '../auth-guard';
import { bySort, childFlag, dictWord, forestOf, type TreeNode } from '../handlers/org-tree';
import { lookup } from '../seed-builders';
import { heldBy } from '../users';
import { deptSeeds, PLATFORM_TENANT } from '../seed-data/accounts';
import { orgDeptSeeds } from '../seed-data/org';
import type { DeptRow } from '../types';
import { defineEntity, type Entity } from './entity';

// Depts (Blade's DeptController): a tree per tenant. Saber's page reads `lazy-list?parentId=`
// (one level, with hasChildren; a search without parentId lists matches at any depth); `list`
// and `tree` answer the whole tree, `select` the depts a user holds (the switch dialog's); detail,
// submit and remove as the blade family, a dept with children refusing removal (请先删除子节点!).
// `tree?tenantId=` and `lazy-tree?tenantId=` answer another tenant's depts to the platform alone
// (the user form of a tenant's user). The seed is the accounts' depts, numbered right after the
// tenants, and the tree below them (seed-data/org.ts), numbered before the posts; a new tenant's
// starter and the platform seed's two tenants make their own (tenant-starter.ts), each numbered
// with its tenant.

const contains = (value: string, wanted: string | null) =>
  !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());

/** `rows` with '0,<id>,...' from each one's parent chain, among `above` and themselves. */
function withAncestors(rows: DeptRow[], above: readonly DeptRow[] = []): DeptRow[] {
  const byId = new Map([...above, ...rows].map((dept) => [dept.id, dept]));
  const chain = (dept: DeptRow): string[] => {
    const parent = byId.get(dept.parentId);
    return parent ? [...chain(parent), parent.id] : ['0'];
  };
  return rows.map((dept) => ({ ...dept, ancestors: chain(dept).join(',') }));
}

/** Every seeded dept's id by its seed key (accounts.ts, org.ts), for the seeds that name depts so. */
export function seededDeptIds(depts: readonly DeptRow[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const seed of [...deptSeeds, ...orgDeptSeeds]) {
    const row = depts.find((dept) => dept.tenantId === seed.tenantId && dept.fullName === seed.fullName);
    if (row) ids.set(seed.key, row.id);
  }
  return ids;
}

const dept: Entity<'depts', DeptRow> = defineEntity<DeptRow>()({
  code: 'dept',
  table: 'depts',
  // After the tenants, before the roles and users that name them.
  ids: 'tenancy',
  seed: ({ nextId }) => {
    const ids = new Map(deptSeeds.map((seed) => [seed.key, nextId()]));
    return withAncestors(
      deptSeeds.map((seed, index) => ({
        id: lookup(ids, seed.key, 'dept'),
        tenantId: seed.tenantId,
        parentId: seed.parent ? lookup(ids, seed.parent, 'dept') : '0',
        ancestors: '',
        deptName: seed.deptName,
        fullName: seed.fullName,
        deptCategory: seed.parent ? 2 : 1,
        sort: index + 1,
        remark: '',
      })),
    );
  },
  // The tree below the accounts' depts, numbered in the organisation screens' range before the posts.
  seedsElsewhere: [
    {
      ids: 'org',
      seed: ({ nextId, seeded: { depts } }) => {
        const ids = seededDeptIds(depts);
        const added = orgDeptSeeds.map((seed, index): DeptRow => {
          const id = nextId();
          ids.set(seed.key, id);
          return {
            id,
            tenantId: seed.tenantId,
            parentId: lookup(ids, seed.parent, 'dept'),
            ancestors: '',
            deptName: seed.deptName,
            fullName: seed.fullName,
            deptCategory: seed.category,
            sort: index + 1,
            remark: '',
          };
        });
        return { depts: withAncestors(added, depts) };
      },
    },
  ],
  messages: {
    deptNameRequired: ['请输入机构名称', 'Please enter the organization name'],
    fullNameRequired: ['请输入机构全称', 'Please enter the full name'],
    deptCategoryRequired: ['请选择机构类型', 'Please select the type'],
    deptParentInvalid: [
      '上级机构不能是自己或自己的下级',
      'the parent cannot be the organization itself or one below it',
    ],
  },
  menu: {
    parent: 'system',
    name: '部门管理',
    path: '/system/dept',
    source: 'iconfont iconicon_group',
    sort: 3,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, db, rows, api, blade }) => {
    const base = `${api.management}/dept`;
    const own = (caller: Caller) => rows.rows().filter((row) => row.tenantId === caller.tenantId);
    const asked = (caller: Caller, query: URLSearchParams) => {
      const tenantId = query.get('tenantId')?.trim();
      return tenantId && caller.tenantId === PLATFORM_TENANT
        ? rows.rows().filter((row) => row.tenantId === tenantId)
        : own(caller);
    };
    const hasChildren = (row: DeptRow, scope: readonly DeptRow[]) => scope.some((other) => other.parentId === row.id);
    // DeptVO: the row with its parent's name (顶级 at the top) and its category's word.
    const vo = (row: DeptRow, scope: readonly DeptRow[]) => ({
      ...row,
      parentName: scope.find((other) => other.id === row.parentId)?.deptName ?? '顶级',
      deptCategoryName: dictWord(db, 'org_category', row.deptCategory),
      ...childFlag(hasChildren(row, scope)),
    });
    const node = (row: DeptRow): TreeNode => ({
      id: row.id,
      parentId: row.parentId,
      title: row.deptName,
      value: row.id,
      key: row.id,
    });
    const matching = (scope: readonly DeptRow[], query: URLSearchParams) =>
      bySort(scope).filter(
        (row) => contains(row.deptName, query.get('deptName')) && contains(row.fullName, query.get('fullName')),
      );

    return [
      // The switch dialog's choices: the depts the user holds (`userId`, the caller when omitted).
      router.get(`${base}/select`, (context) => {
        const ids = heldBy(context, 'deptId');
        return ok(
          rows
            .rows()
            .filter((row) => ids.has(row.id))
            .map((row) => ({ id: row.id, deptName: row.deptName })),
        );
      }),
      router.get(`${base}/lazy-list`, ({ url, caller }) => {
        const scope = own(caller);
        const parentId = url.searchParams.get('parentId')?.trim();
        const found = matching(scope, url.searchParams).filter((row) => !parentId || row.parentId === parentId);
        return ok(found.map((row) => vo(row, scope)));
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
          bySort(scope.filter((row) => row.parentId === parentId)).map((row) => ({
            ...node(row),
            ...childFlag(hasChildren(row, scope)),
          })),
        );
      }),
      ...blade({
        base,
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
        refuseRemove: (doomed, scope) => (doomed.some((row) => hasChildren(row, scope)) ? 'hasChildren' : null),
        searchable: ['deptName', 'fullName'],
        tenantScoped: true,
      }),
    ];
  },
});

export default dept;
