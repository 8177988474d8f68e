import { md5Hex } from './crypto';
import { seedTime } from './seed-builders';
import { PLATFORM_TENANT } from './seed-data/accounts';
import type { StandinTables, UserRow } from './types';

/** How many users benchmark mode adds to the platform tenant (the 10,000-user list). */
const BENCH_USERS = 10_000;

// Benchmark mode (StandinOptions.bench): appended to a finished seed, so every row of the product
// seed keeps its id; with the option off nothing here runs and the seed (and its fingerprint) is
// the product's. The 10,000 orders of 000000 come from the order seed itself (entities/order.ts,
// told how many by seed-oto.ts).

/** 10,000 users of the platform tenant in its 运营部, so the user list pages a large table server-side. */
export function addBenchUsers(tables: StandinTables, nextId: () => string): void {
  const dept = tables.depts.find((row) => row.tenantId === PLATFORM_TENANT && row.deptName === '运营部');
  const role = tables.roles.find((row) => row.tenantId === PLATFORM_TENANT && row.roleAlias === 'operator');
  if (!dept || !role) throw new Error('stand-in bench seed: no 运营部 or operator role in the platform tenant');
  const password = md5Hex('123456');
  const users: UserRow[] = Array.from({ length: BENCH_USERS }, (_, index) => {
    const n = String(index + 1).padStart(5, '0');
    return {
      id: nextId(),
      tenantId: PLATFORM_TENANT,
      account: `bench${n}`,
      password,
      name: `压测用户${n}`,
      realName: `压测${n}`,
      avatar: '',
      email: `bench${n}@zhiyuan.com`,
      phone: `138${String(index).padStart(8, '0')}`,
      sex: (index % 2) + 1,
      birthday: '',
      roleId: role.id,
      deptId: dept.id,
      code: `B${n}`,
      userType: 1,
      postId: '',
      userExt: '',
      failCount: 0,
      status: 1,
      createTime: seedTime(index % 500),
    };
  });
  tables.users.push(...users);
}
