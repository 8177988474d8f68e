import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormProps } from 'antd';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../lib/use-latest-callback';
import type { FieldDef, FieldType } from '../resources/types';
import { FieldControl } from './field-control';
import { isDateField, type SearchValues } from './search-filters';

// A search asks in one line: a long text as a line, a choice as a dropdown that can be cleared.
const searchType: Partial<Record<FieldType, FieldType>> = { textarea: 'text', radio: 'select', password: 'text' };

type Props = { fields: FieldDef[]; formProps: FormProps<SearchValues> };

/**
 * The search form over a list; `formProps` are `useTable`'s `searchFormProps`. A list renders again
 * with every navigation (refine's hooks follow the location: a tab switch renders every open
 * list): the form is not drawn again for it. Each Form.Item drawn again asked the browser for a
 * layout (antd's ItemHolder checks it is on screen), ~20 ms of a switch to a 200-row list.
 */
export function CrudSearchForm({ fields, formProps }: Props) {
  const { form, initialValues, onFinish } = formProps;
  // refine's onFinish is new with every render; the latest one searches.
  const search = useLatestCallback((values: SearchValues) => onFinish?.(values));
  if (fields.length === 0) return null;
  return <SearchForm fields={fields} form={form} initialValues={initialValues} onFinish={search} />;
}

type FormPartProps = Pick<FormProps<SearchValues>, 'form' | 'initialValues'> & {
  fields: FieldDef[];
  onFinish: (values: SearchValues) => void;
};

const SearchForm = memo(function SearchForm({ fields, form, initialValues, onFinish }: FormPartProps) {
  const { t } = useTranslation();
  // The form's name prefixes its fields' ids. One of its own keeps them apart from the add/edit
  // dialog's (paramName) and from the search forms of the other open tabs, which stay in the
  // page: a label names the input beside it, for a click and for a screen reader.
  const name = `search-${useId().replace(/[^a-z0-9]/gi, '')}`;
  return (
    <Form
      form={form}
      name={name}
      initialValues={initialValues}
      onFinish={onFinish}
      layout="inline"
      className="crud-search"
      aria-label={t('crud.search')}
    >
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
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {t('crud.search')}
          </Button>
          <Button
            icon={<UndoOutlined aria-hidden />}
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
});
