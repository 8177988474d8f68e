import { md5Hex } from '../crypto';
import { userAdminCalls } from '../handlers/user-admin';
import { userInfoCalls } from '../handlers/user-info';
import { userMessages } from '../messages-user';
import { lookup, seededRoleIds, seedTime } from '../seed-builders';
import { userSeeds } from '../seed-data/accounts';
import { PEOPLE_PASSWORD, personSeeds } from '../seed-data/people';
import type { UserRow } from '../types';
import { seededDeptIds } from './dept';
import { defineEntity, type Entity } from './entity';

// Users (Blade's UserController): 用户管理's calls, each write guarded by its button
// (handlers/user-admin.ts), and the personal-info page's, on the caller's own row
// (handlers/user-info.ts). The seed is the accounts' users, numbered after the roles, and the
// people across the dept trees (seed-data/people.ts), numbered in a range of their own after the
// depts and posts they name; a new tenant's starter and the platform seed's two tenants make their
// admin (tenant-starter.ts), each numbered with its tenant, and benchmark mode adds its 10,000
// after the whole seed (seed-bench.ts).

const user: Entity<'users', UserRow> = defineEntity<UserRow>()({
  code: 'user',
  table: 'users',
  // After the roles, before the params.
  ids: 'tenancy',
  seed: ({ nextId, seeded: { depts, roles } }) => {
    const deptIds = seededDeptIds(depts);
    const roleIds = seededRoleIds(roles);
    return userSeeds.map((seed, index) => ({
      id: nextId(),
      tenantId: seed.tenantId,
      account: seed.account,
      password: md5Hex(seed.password),
      name: seed.name,
      realName: seed.realName,
      avatar: '',
      email: seed.email,
      phone: seed.phone,
      sex: seed.sex,
      birthday: seed.birthday ?? '',
      roleId: seed.roles.map((key) => lookup(roleIds, key, 'role')).join(','),
      deptId: seed.depts.map((key) => lookup(deptIds, key, 'dept')).join(','),
      code: '',
      userType: 1,
      postId: '',
      userExt: '',
      failCount: 0,
      status: 1,
      createTime: seedTime(index),
    }));
  },
  // The people, after the depts and posts they name, in a range of their own (it starts where the
  // authority screens' does, so their ids repeat the scopes', in other tables).
  seedsElsewhere: [
    {
      ids: 'people',
      seed: ({ nextId, seeded: { depts, roles, posts } }) => {
        const deptIds = seededDeptIds(depts);
        const roleIds = seededRoleIds(roles);
        const postId = (tenantId: string, code: string) => {
          const post = posts.find((row) => row.tenantId === tenantId && row.postCode === code);
          if (!post) throw new Error(`stand-in seed: no post ${code} in tenant ${tenantId}`);
          return post.id;
        };
        const password = md5Hex(PEOPLE_PASSWORD);
        return {
          users: personSeeds.map((seed, index) => ({
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
          })),
        };
      },
    },
  ],
  messages: userMessages,
  // Saber's user.vue checks user_add/_edit/_delete/_view and these further buttons.
  menu: {
    parent: 'system',
    name: '用户管理',
    path: '/system/user',
    source: 'iconfont iconicon_principal',
    sort: 0,
    buttons: ['add', 'edit', 'delete', 'view'],
    extra: [
      ['role', '角色配置', 'user-add'],
      ['reset', '密码重置', 'retweet'],
      ['unlock', '账号解封', 'unlock'],
      ['platform', '平台配置', 'setting'],
      ['export', '导出', 'export'],
    ],
  },
  serve: ({ router, api, say }) => {
    const base = `${api.management}/user`;
    return [...userInfoCalls(router, base), ...userAdminCalls(router, base, say)];
  },
});

export default user;
