import { Col, Form, Row, Spin, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FieldRule, ResourceDef } from '../../resources/types';
import { FieldControl } from './field-control';
import type { FormValues } from './form-options';
import { useEscInPopup } from './use-esc-in-popup';

type Props = { def: ResourceDef; editing: boolean; loading: boolean; formProps: FormProps<FormValues> };

const formOf = (field: FieldDef) => (typeof field.form === 'object' ? field.form : {});

function antdRules(rules: FieldRule[] | undefined, t: (key: string) => string): Rule[] {
  return (rules ?? []).map((rule) => {
    const message = t(rule.message);
    if ('required' in rule) return { required: true, message, validateTrigger: rule.trigger === 'change' ? 'onChange' : ['onBlur', 'onChange'] };
    if ('pattern' in rule) return { pattern: rule.pattern, message };
    if ('len' in rule) return { len: rule.len, message };
    if ('matches' in rule) {
      const other = rule.matches;
      // Blank is the required rule's to report; a value must equal the other field's.
      return ({ getFieldValue }) => ({
        validator: (_rule, value) => (!value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message))),
      });
    }
    return { max: rule.max, message };
  });
}

/** A confirmation is checked again when the field it must match changes. */
const dependenciesOf = (field: FieldDef) => (field.rules ?? []).flatMap((rule) => ('matches' in rule ? [rule.matches] : []));

/** The add/edit form of a declaration, inside whichever dialog or drawer holds it. */
export function CrudFormFields({ def, editing, loading, formProps }: Props) {
  const { t } = useTranslation();
  const escInPopup = useEscInPopup();
  return (
    <div {...escInPopup}>
      <Spin spinning={loading}>
        <Form {...formProps} layout="vertical" requiredMark>
          <Row gutter={16}>
            {def.fields
              .filter((field) => field.form)
              .map((field) => (
                <Col key={field.name} span={formOf(field).span ?? 12}>
                  <Form.Item name={field.name} label={t(field.label)} rules={antdRules(field.rules, t)} dependencies={dependenciesOf(field)}>
                    <FieldControl field={field} disabled={editing && formOf(field).disabledOnEdit} />
                  </Form.Item>
                </Col>
              ))}
          </Row>
        </Form>
      </Spin>
    </div>
  );
}
