import { idSequence } from './ids';
import { lookup } from './seed-builders';
import { orgDeptSeeds } from './seed-data/org';
import type { DeptRow, StandinTables } from './types';

// The organisation screens' seed (depts below those of accounts.ts; the posts are their module's;
// the regions load on first use: entities/region.ts), from an id range of its own: the product's
// other ids do not move when it changes.

/** '0,<id>,...' for every dept, from its parent chain. */
function withAncestors(depts: DeptRow[]): DeptRow[] {
  const byId = new Map(depts.map((dept) => [dept.id, dept]));
  const chain = (dept: DeptRow): string[] => {
    const parent = byId.get(dept.parentId);
    return parent ? [...chain(parent), parent.id] : ['0'];
  };
  return depts.map((dept) => ({ ...dept, ancestors: chain(dept).join(',') }));
}

/**
 * Adds the org seed; answers every dept's id by its seed key (those of accounts.ts and of org.ts).
 * The posts (entities/post.ts) are numbered after the depts: `seedPosts` seeds them there.
 */
export function addOrgSeed(
  tables: StandinTables,
  deptKeys: Map<string, string>,
  seedPosts: (nextId: () => string) => void,
): Map<string, string> {
  const nextId = idSequence(1123598815738900001n);
  const keys = new Map(deptKeys);
  const added: DeptRow[] = orgDeptSeeds.map((seed, index) => {
    const id = nextId();
    keys.set(seed.key, id);
    return {
      id,
      tenantId: seed.tenantId,
      parentId: lookup(keys, seed.parent, 'dept'),
      ancestors: '',
      deptName: seed.deptName,
      fullName: seed.fullName,
      deptCategory: seed.category,
      sort: index + 1,
      remark: '',
    };
  });
  tables.depts = withAncestors([...tables.depts, ...added]);
  seedPosts(nextId);
  return keys;
}
