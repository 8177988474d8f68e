import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../resources/types';
import { DATE_FORMAT } from './date-format';
import { FieldControl } from './field-control';

type Props = { fields: FieldDef[]; onSearch: (filters: CrudFilter[]) => void };

const isDate = (field: FieldDef) => field.type === 'date' || field.type === 'date-range';

/** Form values to Refine filters: dates become a `between` range, the rest plain equality. */
export function toFilters(fields: FieldDef[], values: Record<string, unknown>): CrudFilter[] {
  return fields.map((field): CrudFilter => {
    const value = values[field.name];
    if (isDate(field) && Array.isArray(value)) {
      const [from, to] = value as (Dayjs | null)[];
      return { field: field.name, operator: 'between', value: [from?.format(DATE_FORMAT), to?.format(DATE_FORMAT)] };
    }
    return { field: field.name, operator: field.options ? 'eq' : 'contains', value: typeof value === 'string' ? value.trim() : value };
  });
}

export function CrudSearchForm({ fields, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  if (fields.length === 0) return null;
  const submit = (values: Record<string, unknown>) => onSearch(toFilters(fields, values));
  return (
    <Form form={form} layout="inline" onFinish={submit} className="crud-search" aria-label={t('crud.search')}>
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(field.label)}>
          <FieldControl field={{ ...field, type: field.type === 'textarea' ? 'text' : field.type }} range={isDate(field)} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('crud.search')}
          </Button>
          <Button
            icon={<UndoOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch(toFilters(fields, {}));
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
