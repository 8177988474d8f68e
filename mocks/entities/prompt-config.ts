import promptConfigDef, { type PromptConfigRow } from '../../src/resources/oto/prompt-config';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { seedDate } from '../seed-data/oto-random';
import { defineEntity, type Entity } from './entity';

// 提示语配置 (tip-info: list, save-and-update; no delete): the short texts of the tenant's student
// pages. Its calls, writable fields, rules and their words are the declaration's.

const promptConfig: Entity<'otoTips', PromptConfigRow> = defineEntity<PromptConfigRow>()({
  code: 'prompt_config',
  table: 'otoTips',
  ids: 'oto',
  seed: ({ tenants, nextId, seedDay }) =>
    tenants.flatMap(({ tenantId }) =>
      (tenantBusinesses[tenantId]?.tips ?? []).map(([position, title, content], index) => {
        const created = seedDate(seedDay, 200 - index * 9, 15, index * 3);
        // The sixth (invoice note) is not in use: both switch states are seen.
        const status = index === 5 ? 0 : 1;
        return {
          id: nextId(),
          tenantId,
          position,
          title,
          content,
          status,
          sort: index + 1,
          createTime: created,
          updateTime: created,
        };
      }),
    ),
  menu: {
    parent: 'oto',
    name: '提示语配置',
    path: '/oto/prompt-config',
    source: 'iconfont icon-message',
    sort: 10,
    buttons: ['add', 'edit', 'view'],
  },
  serve: ({ onetoone }) => onetoone({ declared: promptConfigDef }),
});

export default promptConfig;
