import { md5Hex } from './crypto';
import { idSequence } from './ids';
import { lookup, seedTime } from './seed-builders';
import { PEOPLE_PASSWORD, personSeeds } from './seed-data/people';
import type { StandinTables, UserRow } from './types';

// The people of the user screens (dozens of users across the dept tree), from an id range of
// their own so that the product's other ids do not move when it changes.

/** `deptIds` and `roleIds`: every dept's and role's id by its seed key. */
export function addPeopleSeed(tables: StandinTables, deptIds: Map<string, string>, roleIds: Map<string, string>): void {
  const nextId = idSequence(1123598815739100001n);
  const postId = (tenantId: string, code: string) => {
    const post = tables.posts.find((row) => row.tenantId === tenantId && row.postCode === code);
    if (!post) throw new Error(`stand-in seed: no post ${code} in tenant ${tenantId}`);
    return post.id;
  };
  const password = md5Hex(PEOPLE_PASSWORD);
  const people: UserRow[] = personSeeds.map((seed, index) => ({
    id: nextId(),
    tenantId: seed.tenantId,
    account: seed.account,
    password,
    name: seed.realName,
    realName: seed.realName,
    avatar: '',
    email: `${seed.account}@zhiyuan.com`,
    // 139 + 8 digits, distinct per person.
    phone: `139${String(20250000 + index * 37).padStart(8, '0')}`,
    sex: seed.sex,
    birthday: `19${85 + (index % 14)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
    roleId: lookup(roleIds, seed.role, 'role'),
    deptId: lookup(deptIds, seed.dept, 'dept'),
    code: `ZY${String(index + 1).padStart(4, '0')}`,
    userType: seed.userType ?? 1,
    postId: postId(seed.tenantId, seed.post),
    userExt: '',
    failCount: seed.failCount ?? 0,
    status: 1,
    createTime: seedTime(index + 3),
  }));
  tables.users = [...tables.users, ...people];
}
