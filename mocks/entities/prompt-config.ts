import type { PromptConfigRow } from '../../src/resources/oto/prompt-config';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { seedDate } from '../seed-data/oto-random';
import { defineEntity, type Entity } from './entity';

// 提示语配置 (tip-info: list, save-and-update; no delete): the short texts of the tenant's student
// pages.

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
  messages: {
    positionRequired: ['请选择展示位置', 'Please select the position'],
    tipTitleRequired: ['请输入标题', 'Please enter the title'],
    contentRequired: ['请输入提示内容', 'Please enter the content'],
  },
  menu: {
    parent: 'oto',
    name: '提示语配置',
    path: '/oto/prompt-config',
    source: 'iconfont icon-message',
    sort: 10,
    buttons: ['add', 'edit', 'view'],
  },
  serve: ({ onetoone, api }) =>
    onetoone({
      base: `${api.management}/onetoone/tip-info`,
      list: 'list',
      remove: false,
      blank: { position: '', title: '', content: '', status: 1, sort: 1 },
      searchable: ['title'],
      maxLength: { title: 64, content: 500 },
      check: (row) => {
        if (!row.position.trim()) return 'positionRequired';
        if (!row.title.trim()) return 'tipTitleRequired';
        return row.content.trim() ? null : 'contentRequired';
      },
    }),
});

export default promptConfig;
