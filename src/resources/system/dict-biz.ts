import { config } from '../../config';
import { defineResource } from '../types';
import { dictFields, type DictRow } from './dict';

/** A row of dict-biz/parent-list, child-list and detail: a dictionary row of one tenant. */
export type DictBizRow = DictRow & { tenantId: string };

// Business dictionaries: the dictionary screen over rows each tenant owns (Blade's dict-biz,
// buttons `dictbiz_*`).
export default defineResource<DictBizRow>({
  name: 'dict-biz',
  route: '/system/dict-biz',
  label: 'dictionary.bizTitle',
  noun: 'dictionary.name',
  permission: 'dictbiz',
  api: { base: `${config.services.management}/dict-biz`, family: 'blade', endpoints: { list: 'parent-list' } },
  actions: { add: true, edit: true, delete: true },
  fields: dictFields,
  dialogWidth: 880,
  newestFirst: false,
  page: () => import('../../pages/dict/dict-page'),
});
