import { DatePicker, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../resources/types';
import { leafValues, withAncestors } from './tree-values';
import { useFieldOptions, type FieldOption } from './use-field-options';

export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type Props = { field: FieldDef; value?: unknown; onChange?: (value: unknown) => void; disabled?: boolean; id?: string };

type TreeNode = { title: string; value: string; key: string; children?: TreeNode[] };

const toTree = (options: FieldOption[]): TreeNode[] =>
  options.map((o) => ({ title: o.label, value: o.value, key: o.value, children: o.children && toTree(o.children) }));

/** A comma-joined wire value is edited as a list and written back joined (e.g. a package's menuId). */
const split = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : [];

/** The input for one declared field; the form keeps the value in its wire shape. */
export function FieldControl({ field, value, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const { options, loading } = useFieldOptions(field);
  const label = t(field.label);
  const placeholder = t('crud.placeholder', { label });
  const selectPlaceholder = t('crud.selectPlaceholder', { label });
  const emit = (next: unknown) => onChange?.(field.joined && Array.isArray(next) ? next.join(',') : next);
  const common = { id, disabled };

  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} value={value as string} onChange={(e) => emit(e.target.value)} placeholder={placeholder} autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'number':
      return <InputNumber {...common} value={value as number} onChange={emit} placeholder={placeholder} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch {...common} checked={value === 1 || value === '1' || value === true} onChange={(on) => emit(on ? 1 : 0)} />;
    case 'date':
      return (
        <DatePicker
          {...common}
          showTime
          style={{ width: '100%' }}
          value={value ? dayjs(value as string) : null}
          onChange={(d: Dayjs | null) => emit(d ? d.format(DATE_FORMAT) : undefined)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          loading={loading}
          mode={field.multiple ? 'multiple' : undefined}
          value={field.joined ? split(value) : (value as string | undefined)}
          onChange={emit}
          options={options}
          placeholder={selectPlaceholder}
        />
      );
    case 'tree-select':
      return (
        <TreeSelect
          {...common}
          allowClear
          loading={loading}
          treeData={toTree(options)}
          treeCheckable={field.multiple}
          showCheckedStrategy={TreeSelect.SHOW_CHILD}
          multiple={field.multiple}
          maxTagCount="responsive"
          value={field.multiple ? leafValues(split(value), options) : (value as string | undefined)}
          onChange={(next: string[] | string) => emit(Array.isArray(next) ? withAncestors(next, options) : next)}
          placeholder={selectPlaceholder}
          dropdownStyle={{ maxHeight: 360, overflow: 'auto' }}
          treeDefaultExpandAll
        />
      );
    default:
      return <Input {...common} value={value as string} onChange={(e) => emit(e.target.value)} placeholder={placeholder} allowClear />;
  }
}
