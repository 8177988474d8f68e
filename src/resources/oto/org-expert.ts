import { defineResource } from '../types';
import { expertFields, type ExpertRow } from './expert-fields';
import { otoBase } from './fields';

// 机构专家 (org-expert-info): an organization's own experts (its staff see only theirs: the server
// keeps them to their org). Read by detail?orgExpertId=, removed by del-org-expert/{ids}. Add and
// edit are a dialog of their own with two saves: 保存草稿 (add-org-expert / update-org-expert) and
// 保存并提交审核 (add-submit-org-expert), which the declared form cannot offer.
const form = () => import('../../pages/oto/org-expert-form-dialog');

export default defineResource<ExpertRow>({
  name: 'oto-org-expert',
  route: '/oto/org-expert',
  label: 'oto.expert.orgTitle',
  noun: 'oto.expert.name',
  permission: 'org_expert',
  api: {
    base: `${otoBase}/org-expert-info`,
    family: 'onetoone',
    endpoints: {
      list: 'search-org-expert',
      detail: 'detail?orgExpertId={id}',
      create: 'add-org-expert',
      update: 'update-org-expert',
      remove: 'del-org-expert/{ids}',
    },
  },
  actions: { delete: true },
  toolbarActions: [
    {
      key: 'add',
      label: 'crud.add',
      permission: 'org_expert_add',
      wholeList: true,
      creates: true,
      dialog: () => form().then((module) => ({ default: module.OrgExpertAddDialog })),
    },
  ],
  rowActions: [
    {
      key: 'view',
      label: 'crud.view',
      permission: 'org_expert_view',
      dialog: () => import('../../pages/oto/expert-view-dialog'),
    },
    {
      key: 'edit',
      label: 'crud.edit',
      permission: 'org_expert_edit',
      dialog: () => form().then((module) => ({ default: module.OrgExpertEditDialog })),
    },
  ],
  fields: expertFields,
  dialogWidth: 820,
});
