import { Col, Form, Row, Spin, type FormProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../config';
import { useSessionServices } from '../providers/session-context';
import type { FieldDef, ResourceDef } from '../resources/types';
import { FieldControl } from './field-control';
import { OwnControl } from './own-control';
import { dependenciesOf, rulesOf, triggersOf } from './form-rules';
import type { FormValues } from './form-options';
import { useEscInPopup } from './use-esc-in-popup';

type Props = {
  def: ResourceDef;
  editing: boolean;
  loading: boolean;
  formProps: FormProps<FormValues>;
  /** A field's control in place of the declared one (a select that follows another field). */
  controls?: Record<string, ReactNode>;
  /** Help under a field. */
  extra?: Record<string, ReactNode>;
};

const formOf = (field: FieldDef) => (typeof field.form === 'object' ? field.form : {});

type ControlProps = Parameters<typeof FieldControl>[0] & { onBlur?: () => void };

/**
 * The shared control (or the field's own, `control`) takes no onBlur; React's blur bubbles, so a
 * rule's "on blur" is heard here.
 */
function BlurAwareControl({ onBlur, ...props }: ControlProps) {
  return <div onBlur={onBlur}>{props.field.control ? <OwnControl {...props} /> : <FieldControl {...props} />}</div>;
}

/** A field declared `shownWhen` is drawn only while the field it follows holds one of its values. */
function ShownWhen({ field, children }: { field: FieldDef; children: ReactElement }) {
  if (!field.shownWhen) return children;
  const { field: on, values } = field.shownWhen;
  return (
    <Form.Item noStyle dependencies={[on]}>
      {({ getFieldValue }) => (values.includes(String(getFieldValue(on) ?? '')) ? children : null)}
    </Form.Item>
  );
}

/** A field declared `disabledWhen` is locked while the field it follows holds one of its values. */
function DisabledWhen({
  field,
  disabled,
  children,
}: {
  field: FieldDef;
  disabled?: boolean;
  children: (disabled?: boolean) => ReactElement;
}) {
  if (!field.disabledWhen) return children(disabled);
  const { field: on, values } = field.disabledWhen;
  return (
    <Form.Item noStyle dependencies={[on]}>
      {({ getFieldValue }) => children(disabled || values.includes(String(getFieldValue(on) ?? '')))}
    </Form.Item>
  );
}

/** The add/edit form of a declaration, inside whichever dialog or drawer holds it. */
export function CrudFormFields({ def, editing, loading, formProps, controls = {}, extra = {} }: Props) {
  const { t } = useTranslation();
  const escInPopup = useEscInPopup();
  const { storage } = useSessionServices();
  const platform = config.tenantMode && storage.getUser()?.tenantId === config.tenantId;
  return (
    <div {...escInPopup}>
      <Spin spinning={loading}>
        <Form {...formProps} layout="vertical" requiredMark>
          <Row gutter={16}>
            {def.fields
              // An add-only field (a new account's password) is not part of an edit.
              .filter((field) => field.form && !(editing && formOf(field).addOnly) && (platform || !field.platformOnly))
              .map((field) => (
                <ShownWhen key={field.name} field={field}>
                  <Col span={formOf(field).span ?? 12}>
                    <DisabledWhen field={field} disabled={editing && formOf(field).disabledOnEdit}>
                      {(disabled) => (
                        <Form.Item
                          name={field.name}
                          label={t(field.label)}
                          rules={rulesOf(field, t)}
                          // One message at a time, in the declared order (empty, then length, then format).
                          validateFirst
                          validateTrigger={triggersOf(field)}
                          dependencies={dependenciesOf(field)}
                          extra={extra[field.name]}
                        >
                          {controls[field.name] ?? <BlurAwareControl field={field} disabled={disabled} />}
                        </Form.Item>
                      )}
                    </DisabledWhen>
                  </Col>
                </ShownWhen>
              ))}
          </Row>
        </Form>
      </Spin>
    </div>
  );
}
