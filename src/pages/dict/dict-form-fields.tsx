import type { BaseRecord } from '@refinedev/core';
import { Col, Form, Radio, Row, Select, Spin, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { FieldControl } from '../../crud/field-control';
import { dictFieldsOf, isFixedInEntry } from './dict-fields';
import { rulesOf, triggersOf } from '../../crud/form-rules';

type Values = Record<string, unknown>;
type Props = { def: ResourceDef; parent: BaseRecord | undefined; loading: boolean; formProps: FormProps<Values> };

/** The input of one field: the seal as a 0/1 radio, an entry's parent by name, the rest as declared. */
type ControlProps = {
  field: FieldDef;
  parent: BaseRecord | undefined;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  id?: string;
};

function DictControl({ field, parent, value, onChange, onBlur, id }: ControlProps) {
  const { t } = useTranslation();
  if (field.name === 'isSealed') {
    const options = [
      { value: 0, label: t('dictionary.sealedNo') },
      { value: 1, label: t('dictionary.sealedYes') },
    ];
    return (
      <Radio.Group
        id={id}
        value={value === undefined ? undefined : Number(value)}
        onChange={(event) => onChange?.(event.target.value)}
        options={options}
      />
    );
  }
  if (field.name === 'parentId') {
    // The parent's id means nothing to a person: its name stands for it.
    const options = parent ? [{ value: String(parent.id), label: String(parent.dictValue) }] : [];
    return <Select id={id} value={value === undefined ? undefined : String(value)} options={options} disabled />;
  }
  // The shared control takes no onBlur; React's blur bubbles, so the rule's "on blur" is heard here.
  return (
    <div onBlur={onBlur}>
      <FieldControl
        field={field}
        value={value}
        onChange={onChange}
        id={id}
        disabled={Boolean(parent) && isFixedInEntry(field)}
      />
    </div>
  );
}

/** The add/edit form of a dictionary (no `parent`) or of an entry of `parent`. */
export function DictFormFields({ def, parent, loading, formProps }: Props) {
  const { t } = useTranslation();
  return (
    <Spin spinning={loading}>
      <Form {...formProps} layout="vertical" requiredMark>
        <Row gutter={16}>
          {dictFieldsOf(def, parent).map((field) => (
            <Col key={field.name} span={typeof field.form === 'object' ? (field.form.span ?? 12) : 12}>
              <Form.Item
                name={field.name}
                label={t(field.label)}
                rules={rulesOf(field, t)}
                validateTrigger={triggersOf(field)}
              >
                <DictControl field={field} parent={parent} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Spin>
  );
}
