import { ok } from '../blade';
import { dictWord } from '../handlers/org-tree';
import { seedTime } from '../seed-builders';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import { orgPostSeeds } from '../seed-data/org';
import type { PostRow } from '../types-org';
import { defineEntity, type Entity } from './entity';

// Posts (Blade's PostController): the blade family per tenant, listed by entity binding (every
// filter is an equality), each row with its category's word (PostVO.categoryName); `select`
// answers a tenant's posts for the user form (another tenant's only for the platform tenant).

const post: Entity<'posts', PostRow> = defineEntity<PostRow>()({
  code: 'post',
  table: 'posts',
  ids: 'org',
  seed: ({ nextId }) =>
    Object.entries(orgPostSeeds).flatMap(([tenantId, seeds]) =>
      seeds.map(([postCode, postName, category, remark], index) => ({
        id: nextId(),
        tenantId,
        category,
        postCode,
        postName,
        sort: index + 1,
        remark,
        createTime: seedTime(index),
        updateTime: seedTime(index),
      })),
    ),
  messages: {
    postCategoryRequired: ['请选择岗位类型', 'Please select the post type'],
    postCodeRequired: ['请输入岗位编号', 'Please enter the post code'],
    postNameRequired: ['请输入岗位名称', 'Please enter the post name'],
    postCodeExists: ['当前岗位编号已存在!', 'the post code already exists!'],
  },
  menu: {
    parent: 'system',
    name: '岗位管理',
    path: '/system/post',
    source: 'iconfont iconicon_message',
    sort: 4,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, db, rows, api, blade }) => [
    router.get(`${api.management}/post/select`, ({ url, caller }) => {
      const asked = url.searchParams.get('tenantId')?.trim();
      const tenantId = asked && caller.tenantId === PLATFORM_TENANT ? asked : caller.tenantId;
      return ok(
        rows
          .rows()
          .filter((post) => post.tenantId === tenantId)
          .sort((a, b) => a.sort - b.sort),
      );
    }),
    ...blade({
      base: `${api.management}/post`,
      blank: { category: 0, postCode: '', postName: '', sort: 0, remark: '' },
      required: [
        ['postCode', 'postCodeRequired'],
        ['postName', 'postNameRequired'],
      ],
      maxLength: { postCode: 12, postName: 64, remark: 255 },
      validate: (row, siblings) => {
        if (!row.category) return 'postCategoryRequired';
        return siblings.some((other) => other.postCode.trim() === row.postCode.trim()) ? 'postCodeExists' : null;
      },
      present: (row) => ({ ...row, categoryName: dictWord(db, 'post_category', row.category) }),
      tenantScoped: true,
    }),
  ],
});

export default post;
