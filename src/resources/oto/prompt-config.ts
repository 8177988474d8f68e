import { defineResource } from '../types';
import { otoBase, sortField } from './fields';

/** A row of tip-info/list (提示语). */
export type PromptConfigRow = {
  id: string;
  tenantId: string;
  /** dict-biz tip_position. */
  position: string;
  title: string;
  content: string;
  /** 1 in use, 0 not: a switch. */
  status: number;
  sort: number;
  createTime: string;
  updateTime: string;
};

// 提示语配置 (tip-info): the short texts the student pages show (home, order, payment done,
// consultation). Listed by `list` (a page, searched by position and title), saved new or changed
// by save-and-update; no delete (switch one off instead) and no detail call.
export default defineResource<PromptConfigRow>({
  name: 'oto-prompt-config',
  route: '/oto/prompt-config',
  label: 'oto.tip.title',
  noun: 'oto.tip.name',
  permission: 'prompt_config',
  api: {
    base: `${otoBase}/tip-info`,
    family: 'onetoone',
    endpoints: { list: 'list', detail: '', create: 'save-and-update', update: 'save-and-update' },
  },
  actions: { add: true, edit: true, view: true },
  fields: [
    {
      name: 'position',
      label: 'oto.tip.position',
      type: 'select',
      options: { dict: 'tip_position', biz: true },
      display: 'tag',
      table: { width: 110 },
      search: true,
      form: true,
      rules: [{ required: true, message: 'oto.tip.positionRequired', trigger: 'change' }],
    },
    {
      name: 'title',
      label: 'oto.tip.tipTitle',
      table: { width: 180 },
      search: true,
      form: true,
      maxLength: 64,
      rules: [{ required: true, message: 'oto.tip.titleRequired', trigger: 'blur' }],
    },
    {
      name: 'content',
      label: 'oto.tip.content',
      type: 'textarea',
      table: { width: 420 },
      form: { span: 24 },
      maxLength: 500,
      rules: [{ required: true, message: 'oto.tip.contentRequired', trigger: 'blur' }],
    },
    { name: 'status', label: 'oto.tip.status', type: 'switch', table: { width: 90 }, form: true, defaultValue: 1 },
    sortField(),
    { name: 'updateTime', label: 'oto.common.updateTime', type: 'date', table: { width: 170 }, view: true },
  ],
});
