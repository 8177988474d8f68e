import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import type { Router } from '../router';
import type { PostRow } from '../types';
import { bladeCrud } from './crud';
import { dictWord } from './org-tree';

// Posts (Blade's PostController): the blade family per tenant, listed by entity binding (every
// filter is an equality), each row with its category's word (PostVO.categoryName); `select`
// answers a tenant's posts for the user form (another tenant's only for the platform tenant).

export function postHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const base = `/api/${management}/post`;
  return [
    router.get(`${base}/select`, ({ url, caller }) => {
      const asked = url.searchParams.get('tenantId')?.trim();
      const tenantId = asked && caller.tenantId === PLATFORM_TENANT ? asked : caller.tenantId;
      return ok([...db.tables.posts].filter((post) => post.tenantId === tenantId).sort((a, b) => a.sort - b.sort));
    }),
    ...bladeCrud<PostRow>(router, {
      base,
      table: 'posts',
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
      permission: 'post',
      tenantScoped: true,
    }),
  ];
}
