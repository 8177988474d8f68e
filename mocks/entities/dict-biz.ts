import { buildDicts } from '../seed-builders';
import { businessDicts } from '../seed-data/dicts';
import type { DictBizRow } from '../types-dict';
import { dictCalls, dictMessages } from './dict-kit';
import { defineEntity, type Entity } from './entity';

// 业务字典 (Blade's dict-biz, buttons `dictbiz_*`): the dictionary screen over rows each tenant
// owns. Every tenant's copy of the business dictionaries (seed-data/dicts.ts) is numbered after
// the system ones in the `core` slot; a tenant added later gets its copy from the tenant starter.

/** A tenant's own copy of the business dictionaries: the seed's, and a new tenant's (tenant-starter.ts). */
export const tenantDictBiz = (tenantId: string, nextId: () => string): DictBizRow[] =>
  buildDicts(businessDicts, nextId).map((row) => ({ ...row, tenantId }));

const dictBiz: Entity<'dictBiz', DictBizRow> = defineEntity<DictBizRow>()({
  code: 'dictbiz',
  table: 'dictBiz',
  ids: 'core',
  seed: ({ tenants, nextId }) => tenants.flatMap((tenant) => tenantDictBiz(tenant.tenantId, nextId)),
  messages: dictMessages,
  menu: {
    parent: 'system',
    path: '/system/dict-biz',
    source: 'iconfont icon-dict',
    sort: 6,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, rows, say, api }) =>
    dictCalls({ router, rows, say }, { base: `${api.management}/dict-biz`, permission: 'dictbiz', tenantScoped: true }),
});

export default dictBiz;
