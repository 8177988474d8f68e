import { useCustomMutation, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Col, Form, Modal, Row } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowed } from '../../providers/access-control';
import { joinPath } from '../../providers/endpoints';
import { useSessionState } from '../../providers/session-context';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { FieldControl } from '../crud/field-control';
import { dependenciesOf, rulesOf, triggersOf } from '../crud/form-rules';
import { useDiscardGuard } from '../crud/use-discard-guard';

type Values = Record<string, unknown>;

/** One save button of the dialog: the call it makes, the button code it needs, what it says after. */
export type SaveButton = {
  key: string;
  label: string;
  endpoint: string;
  permission: string;
  success: string;
  primary?: boolean;
};

type Props = {
  def: ResourceDef;
  /** The record edited (the list row: these entities have no detail call, or need none); none to add. */
  row?: BaseRecord;
  saves: SaveButton[];
  /** A field's control in place of the declared one (a select that follows another field). */
  controls?: Record<string, ReactNode>;
  /** Help under a field. */
  extra?: Record<string, ReactNode>;
  /** A line above the form (what the saves mean). */
  intro?: ReactNode;
  /** The body as sent: the form's values with the record's id (fields the call does not bind taken out). */
  toBody?: (values: Values) => Values;
  onDone: (changed: boolean) => void;
};

const formOf = (field: FieldDef) => (typeof field.form === 'object' ? field.form : {});

type ControlProps = Parameters<typeof FieldControl>[0] & { onBlur?: () => void };

/** The shared control takes no onBlur; React's blur bubbles, so a rule's "on blur" is heard here. */
function BlurAwareControl({ onBlur, ...props }: ControlProps) {
  return (
    <div onBlur={onBlur}>
      <FieldControl {...props} />
    </div>
  );
}

/** Whether the user holds a button code (hidden, not disabled, otherwise). */
function useHolds(def: ResourceDef, code: string): boolean {
  return isAllowed(useSessionState().permissions, def.permission, code);
}

function SaveButtonView({
  def,
  save,
  loading,
  onClick,
}: {
  def: ResourceDef;
  save: SaveButton;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  if (!useHolds(def, save.permission)) return null;
  return (
    <Button type={save.primary ? 'primary' : 'default'} loading={loading} onClick={onClick}>
      {t(save.label)}
    </Button>
  );
}

/**
 * The add/edit dialog of a one-to-one screen whose form the declaration cannot say on its own: the
 * declared fields (rules, controls and spans as the generic form has them), some with a control
 * of their own, and one or more saves, each a JSON POST to `<base>/<endpoint>`. A refusal keeps
 * the dialog open with what was typed (the request layer shows the server's message).
 */
export function OtoFormDialog({ def, row, saves, controls = {}, extra = {}, intro, toBody, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [changed, setChanged] = useState(false);
  const [running, setRunning] = useState<string>();
  const { mutateAsync } = useCustomMutation();
  const editing = !!row;
  const close = () => setOpen(false);
  const requestClose = useDiscardGuard(form, close);
  const fields = def.fields.filter((field) => field.form && !(editing && formOf(field).addOnly));
  const initial =
    row ??
    Object.fromEntries(
      fields.filter((field) => field.defaultValue !== undefined).map((field) => [field.name, field.defaultValue]),
    );

  const run = async (save: SaveButton) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A cleared choice is sent as '' (Blade keeps a field the body leaves out).
    const filled = Object.fromEntries(
      fields.map((field) => [field.name, values[field.name] ?? (field.type === 'number' ? undefined : '')]),
    );
    const body = { ...(toBody ? toBody(filled) : filled), ...(editing ? { id: row.id } : {}) };
    setRunning(save.key);
    const ok = await mutateAsync({
      url: joinPath(def.api.base, save.endpoint),
      method: 'post',
      values: body,
      successNotification: () => ({ message: t(save.success), type: 'success' }),
      errorNotification: false,
    })
      .then(() => true)
      .catch(() => false);
    setRunning(undefined);
    if (ok) {
      setChanged(true);
      close();
    }
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'crud.editTitle' : 'crud.addTitle', { name: t(def.noun) })}
      width={def.dialogWidth ?? 720}
      maskClosable={false}
      onCancel={requestClose}
      afterClose={() => onDone(changed)}
      footer={[
        <Button key="cancel" onClick={requestClose}>
          {t('crud.cancel')}
        </Button>,
        ...saves.map((save) => (
          <SaveButtonView
            key={save.key}
            def={def}
            save={save}
            loading={running === save.key}
            onClick={() => void run(save)}
          />
        )),
      ]}
    >
      {intro && <Alert type="info" showIcon message={intro} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark initialValues={initial}>
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.name} span={formOf(field).span ?? 12}>
              <Form.Item
                name={field.name}
                label={t(field.label)}
                rules={rulesOf(field, t)}
                validateTrigger={triggersOf(field)}
                dependencies={dependenciesOf(field)}
                extra={extra[field.name]}
                validateFirst
              >
                {controls[field.name] ?? (
                  <BlurAwareControl field={field} disabled={editing && formOf(field).disabledOnEdit} />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
