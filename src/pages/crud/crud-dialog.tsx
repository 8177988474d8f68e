import { useCreate, useOne, useUpdate, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button, Col, Descriptions, Form, Modal, Row, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FieldRule, ResourceDef } from '../../resources/types';
import { FieldControl } from './field-control';
import { FieldValue } from './field-value';

export type DialogState = { mode: 'add' } | { mode: 'edit' | 'view'; id: BaseKey } | null;

type Props = { def: ResourceDef; state: DialogState; onClose: () => void };

const formOf = (field: FieldDef) => (typeof field.form === 'object' ? field.form : {});
const inForm = (field: FieldDef) => !!field.form;
const inView = (field: FieldDef) => field.view ?? inForm(field);

function antdRules(rules: FieldRule[] | undefined, t: (key: string) => string): Rule[] {
  return (rules ?? []).map((rule) => {
    const message = t(rule.message);
    if ('required' in rule) return { required: true, message, validateTrigger: rule.trigger === 'change' ? 'onChange' : ['onBlur', 'onChange'] };
    if ('pattern' in rule) return { pattern: rule.pattern, message };
    if ('len' in rule) return { len: rule.len, message };
    return { max: rule.max, message };
  });
}

const defaultsOf = (fields: FieldDef[]) =>
  Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.name, f.defaultValue]));

/** Add / edit / view of one record. A failed save keeps the dialog open with what was typed. */
export function CrudDialog({ def, state, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const id = state && state.mode !== 'add' ? state.id : undefined;
  const { result: record, query } = useOne<BaseRecord>({
    resource: def.name,
    id,
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  const create = useCreate();
  const update = useUpdate();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (state?.mode === 'add') {
      form.resetFields();
      form.setFieldsValue(defaultsOf(def.fields));
    } else if (state?.mode === 'edit' && record) {
      form.resetFields();
      form.setFieldsValue(record);
    }
  }, [state, record, form, def.fields]);

  const noun = t(def.noun);
  const title = state ? t(`crud.${state.mode}Title`, { name: noun }) : '';

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values || !state) return;
    setSaving(true);
    try {
      if (state.mode === 'add') {
        await create.mutateAsync({
          resource: def.name,
          values,
          successNotification: () => ({ message: t('crud.addSuccess'), type: 'success' }),
          errorNotification: false,
        });
      } else if (state.mode === 'edit') {
        await update.mutateAsync({
          resource: def.name,
          id: state.id,
          values,
          successNotification: () => ({ message: t('crud.updateSuccess'), type: 'success' }),
          errorNotification: false,
          mutationMode: 'pessimistic',
        });
      }
      onClose();
    } catch {
      // The request layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  const viewing = state?.mode === 'view';
  const footer = viewing
    ? [<Button key="close" onClick={onClose}>{t('crud.close')}</Button>]
    : [
        <Button key="cancel" onClick={onClose}>{t('crud.cancel')}</Button>,
        <Button key="save" type="primary" loading={saving} onClick={save}>
          {state?.mode === 'edit' ? t('crud.update') : t('crud.save')}
        </Button>,
      ];

  return (
    <Modal open={!!state} title={title} onCancel={onClose} footer={footer} width={def.dialogWidth ?? 720} forceRender maskClosable={false}>
      <Spin spinning={id !== undefined && query.isLoading}>
        {viewing ? (
          <Descriptions column={2} bordered size="small">
            {def.fields.filter(inView).map((field) => (
              <Descriptions.Item key={field.name} label={t(field.label)} span={formOf(field).span === 24 ? 2 : 1}>
                <FieldValue field={field} value={record?.[field.name]} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          <Form form={form} layout="vertical" requiredMark>
            <Row gutter={16}>
              {def.fields.filter(inForm).map((field) => (
                <Col key={field.name} span={formOf(field).span ?? 12}>
                  <Form.Item name={field.name} label={t(field.label)} rules={antdRules(field.rules, t)}>
                    <FieldControl field={field} disabled={state?.mode === 'edit' && formOf(field).disabledOnEdit} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
