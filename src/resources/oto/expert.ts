import type { BaseRecord } from '@refinedev/core';
import { defineResource } from '../types';
import { AUDIT, expertFields, type ExpertRow } from './expert-fields';
import { otoBase } from './fields';

// 专家管理 (operate-expert-info): the platform's view of every organization's experts. Added and
// edited by one call (add-operate-expert; a new expert waits for audit), removed by
// del-operate-expert/{ids}, read by detail?id=. The view is the expert's own (photo, labels and
// the introduction videos, playable); 审核 is offered on pending experts only.
export default defineResource<ExpertRow>({
  name: 'oto-expert',
  route: '/oto/expert',
  label: 'oto.expert.title',
  noun: 'oto.expert.name',
  permission: 'expert',
  api: {
    base: `${otoBase}/operate-expert-info`,
    family: 'onetoone',
    endpoints: {
      list: 'search-expert',
      create: 'add-operate-expert',
      update: 'add-operate-expert',
      remove: 'del-operate-expert/{ids}',
    },
  },
  actions: { add: true, edit: true, delete: true },
  rowActions: [
    {
      key: 'view',
      label: 'crud.view',
      permission: 'expert_view',
      dialog: () => import('../../pages/oto/expert-view-dialog'),
    },
    {
      key: 'audit',
      label: 'oto.expert.audit',
      permission: 'expert_audit',
      blockedBy: (row: BaseRecord) =>
        String(row.auditStatus) === AUDIT.pending ? undefined : 'oto.expert.auditPendingOnly',
      dialog: () => import('../../pages/oto/expert-audit-dialog'),
    },
  ],
  fields: expertFields,
  dialogWidth: 820,
});
