import { config } from '../../config';
import type { CustomAction, FieldDef, RowField } from '../types';

// What the object storage and SMS declarations share: Saber's category radio, resource code,
// keys (the secret never on screen outside the form), 是否启用 and remark, and the enable action.

export const resourceBase = config.services.resource;

const required = (message: string) => [{ required: true as const, message, trigger: 'blur' as const }];

/** The fields both configs have. */
type ConfigRow = { category: number; accessKey: string; secretKey: string; status: number; remark: string };

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

export const sharedFields = <Row extends ConfigRow>(dict: string, codeName: keyof Row & string) => ({
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
    table: { width: 130 },
    search: true,
    maxLength: 32,
  }),
  accessKey: textField<ConfigRow>('accessKey', 'res.accessKey', 'res.accessKeyRequired', { table: { width: 180 } }),
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
    table: { width: 90 },
    view: true,
  } satisfies RowField<ConfigRow>,
  remark: textField<ConfigRow>('remark', 'res.remark', undefined, { type: 'textarea', form: { span: 24 } }),
});

/** 启用: asked first; offered on the disabled configs (the enabled one shows 是). */
export const enableAction = (screen: string): CustomAction => ({
  key: 'enable',
  label: 'res.enable',
  permission: `${screen}_enable`,
  confirm: 'res.enableConfirm',
  call: { endpoint: 'enable', param: 'id' },
  when: (row) => Number(row.status) !== 2,
});
