import { config } from '../../config';
import { defineResource, type CustomAction, type FieldDef, type ResourceDef, type RowField } from '../types';

// What the object storage and SMS declarations share: one screen over each kind's configs, with
// Saber's category radio, resource code, keys (the secret never on screen outside the form),
// 是否启用 and remark, and the enable action.

export const resourceBase = config.services.resource;

const required = (message: string) => [{ required: true as const, message, trigger: 'blur' as const }];

/** What a row of either config's list and detail holds (the VO adds the words of category and status). */
export type ConfigRow = {
  id: string;
  tenantId: string;
  /** The kind's dictionary (`oss`, `sms`). */
  category: number;
  accessKey: string;
  secretKey: string;
  remark: string;
  /** Dictionary `yes_no`: 2 enabled (one per tenant), 1 disabled. */
  status: number;
  categoryName: string;
  statusName: string;
  createTime: string;
  updateTime: string;
};

/** A text field of `Row` with Saber's rule; `more` adds where it shows. */
export const textField = <Row>(
  name: keyof Row & string,
  label: string,
  rule: string | undefined,
  more: Partial<Omit<FieldDef, 'name' | 'offRow'>> = {},
): RowField<Row> => ({
  name,
  label,
  form: true,
  maxLength: 255,
  rules: rule ? required(rule) : undefined,
  ...more,
});

const sharedFields = <Row extends ConfigRow>(dict: string, codeName: keyof Row & string) => ({
  category: {
    name: 'category',
    label: 'res.category',
    type: 'radio',
    options: { dict },
    display: 'tag',
    table: { width: 130 },
    search: true,
    form: { span: 24 },
    defaultValue: 1,
    rules: [{ required: true, message: 'res.categoryRequired', trigger: 'change' }],
  } satisfies RowField<ConfigRow>,
  code: textField<Row>(codeName, 'res.code', 'res.codeRequired', {
    // Ranked: which config, whether it is the enabled one, and its key lead the table.
    table: { width: 130, rank: 1 },
    search: true,
    maxLength: 32,
  }),
  accessKey: textField<ConfigRow>('accessKey', 'res.accessKey', 'res.accessKeyRequired', {
    table: { width: 180, rank: 3 },
  }),
  secretKey: textField<ConfigRow>('secretKey', 'res.secretKey', 'res.secretKeyRequired', {
    type: 'password',
    display: 'masked',
    table: { width: 110 },
  }),
  status: {
    name: 'status',
    label: 'res.status',
    options: { dict: 'yes_no' },
    display: 'tag',
    // 是 (2): the enabled config; 否 (1): switched off.
    statuses: { '2': 'done', '1': 'inactive' },
    table: { width: 90, rank: 2 },
    view: true,
  } satisfies RowField<ConfigRow>,
  remark: textField<ConfigRow>('remark', 'res.remark', undefined, { type: 'textarea', form: { span: 24 } }),
});

/** 启用: asked first; disabled on the config already enabled (its 是启用 shows 是). */
const enableAction = (screen: string): CustomAction => ({
  key: 'enable',
  label: 'res.enable',
  permission: `${screen}_enable`,
  confirm: 'res.enableConfirm',
  call: { endpoint: 'enable', param: 'id' },
  blockedBy: (row) => (Number(row.status) === 2 ? 'res.enabledAlready' : undefined),
});

/**
 * 对象存储 and 短信配置 over a kind's configs: category, code, whether it is enabled, the kind's own
 * `fields` (given the shared ones, keys among them), remark; 启用 and the kind's own `action` on
 * each row.
 */
export function configScreen<Row extends ConfigRow>(
  key: 'oss' | 'sms',
  codeName: keyof Row & string,
  action: CustomAction,
  fields: (shared: ReturnType<typeof sharedFields<Row>>) => RowField<Row>[],
): ResourceDef {
  const shared = sharedFields<Row>(key, codeName);
  return defineResource<Row>({
    name: key,
    route: `/resource/${key}`,
    label: `res.${key}`,
    noun: `res.${key}Noun`,
    permission: key,
    api: { base: `${resourceBase}/${key}`, family: 'blade' },
    actions: { add: true, edit: true, delete: true, view: true },
    rowActions: [enableAction(key), action],
    // The status beside the code, so which config is enabled reads at a glance however narrow the screen.
    fields: [shared.category, shared.code, shared.status, ...fields(shared), shared.remark],
  });
}
