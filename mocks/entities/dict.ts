import { buildDicts } from '../seed-builders';
import { systemDicts } from '../seed-data/dicts';
import type { DictRow } from '../types-dict';
import { dictCalls, dictMessages } from './dict-kit';
import { defineEntity, type Entity } from './entity';

// 字典管理 (Blade's DictController, buttons `dict_*`): the platform's system dictionaries, each a
// parent row and its entries. The seed is BladeX's (blade_dict) plus the exam's codes
// (seed-data/dicts.ts), numbered after the params in the `core` slot; the dictionaries other
// modules bring (their `dicts`) join it from ranges of their own (seed.ts, seedEntityDicts).

const dict: Entity<'dicts', DictRow> = defineEntity<DictRow>()({
  code: 'dict',
  table: 'dicts',
  ids: 'core',
  seed: ({ nextId }) => buildDicts(systemDicts, nextId),
  messages: dictMessages,
  menu: {
    parent: 'system',
    path: '/system/dict',
    source: 'iconfont iconicon_book',
    sort: 5,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, rows, say, api }) =>
    dictCalls({ router, rows, say }, { base: `${api.management}/dict`, permission: 'dict', tenantScoped: false }),
});

export default dict;
