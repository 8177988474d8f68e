import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FieldType } from '../../resources/types';
import { FieldControl } from './field-control';
import { isDateField, type SearchValues } from './search-filters';

// A search asks in one line: a long text as a line, a choice as a dropdown that can be cleared.
const searchType: Partial<Record<FieldType, FieldType>> = { textarea: 'text', radio: 'select', password: 'text' };

type Props = { fields: FieldDef[]; formProps: FormProps<SearchValues> };

/** The search form over a list; `formProps` are `useTable`'s `searchFormProps`. */
export function CrudSearchForm({ fields, formProps }: Props) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  const { form } = formProps;
  return (
    <Form {...formProps} layout="inline" className="crud-search" aria-label={t('crud.search')}>
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(field.label)}>
          <FieldControl
            field={{ ...field, type: searchType[field.type ?? 'text'] ?? field.type }}
            range={isDateField(field)}
            search
          />
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
              form?.resetFields();
              form?.submit();
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
