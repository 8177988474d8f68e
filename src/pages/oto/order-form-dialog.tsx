import { useCreate, useUpdate, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { NumberInput } from '../../lib/number-input';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearable } from '../../lib/use-clearable';
import type { ResourceDef } from '../../resources/types';
import { orderElectives, orderProvince, orderSubject, studentPhone } from '../../resources/oto/order-fields';
import { FieldControl } from '../../crud/field-control';
import { FormDialog } from '../../crud/form-dialog';
import { rulesOf } from '../../crud/form-rules';
import { useActionDialog } from '../../crud/use-action-dialog';
import type { FormValues } from '../../crud/form-options';
import { useOfferUnsaved } from '../../crud/use-offer-unsaved';
import { useSaveConflict } from '../../crud/use-save-conflict';
import { isUnknownResult, useUnknownResult } from '../../crud/use-unknown-result';
import { isPriceEditable } from './order-rules';
import { useOrgExperts } from './use-org-experts';
import { useOrgList } from './use-org-list';
import { useServiceList } from './use-service-list';
import { useOrderPlaceholders } from './use-order-placeholders';
import { useSaveGate } from '../../lib/use-save-gate';

type Values = Record<string, unknown>;

type Props = { def: ResourceDef; order?: BaseRecord; onDone: (changed: boolean) => void };

// What `update` binds besides service and amount (organization and expert have their own rules).
const STUDENT = ['studentName', 'studentPhone', 'province', 'examYear', 'subjectType', 'electives', 'remark'] as const;

const THIS_YEAR = new Date().getFullYear();

/**
 * Adds an order (`save`) or edits one (`update`): the service sets the amount (its price, which
 * may be changed before the order is paid), the organization limits the experts to its approved
 * ones (optional; later changed with 更换专家), then the student. An order stays with its
 * organization; a paid order keeps its service and amount.
 */
export function OrderFormDialog({ def, order, onDone }: Props) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const { enter, choose } = useOrderPlaceholders();
  const [form] = Form.useForm<Values>();
  const dialog = useActionDialog(onDone, form);
  const editing = !!order;
  const priceEditable = isPriceEditable(order);
  const orgId = Form.useWatch('orgId', form);
  const services = useServiceList(order ? String(order.serveId ?? '') : undefined);
  const orgs = useOrgList();
  const experts = useOrgExperts(editing ? undefined : orgId);
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  // One save at a time, and none after one went through (a click while the dialog closes).
  const gate = useSaveGate();
  const checkStored = useUnknownResult(def);
  useOfferUnsaved(form, { open: dialog.open, noun: def.noun, editing }, def.fields);

  // One organization to choose from (an organization's own staff): it is the one.
  useEffect(() => {
    if (!editing && orgs.options.length === 1 && !form.getFieldValue('orgId'))
      form.setFieldValue('orgId', orgs.options[0].value);
  }, [editing, orgs.options, form]);

  const save = async (values: Values) => {
    const student = Object.fromEntries(
      STUDENT.map((name) => [name, values[name] ?? (name === 'examYear' ? undefined : '')]),
    );
    const price = priceEditable ? { serveId: values.serveId, amount: values.amount } : {};
    const common = {
      resource: def.name,
      successNotification: () => ({
        message: t(editing ? 'crud.updateSuccess' : 'crud.addSuccess'),
        type: 'success' as const,
      }),
      errorNotification: false as const,
      invalidates: [],
    };
    const body = editing
      ? { ...student, ...price }
      : { ...student, ...price, orgId: values.orgId, expertId: values.expertId ?? '' };
    const done = editing
      ? update({ ...common, id: order.id as string, values: body })
      : create({ ...common, values: body });
    // An answer that never came: what the server holds decides, before another save can go.
    const stored = await done.then(
      () => true,
      (error: unknown) =>
        isUnknownResult(error) && checkStored({ id: order?.id as BaseKey | undefined, row: order, values: body }),
    );
    if (!stored) return;
    gate.done();
    dialog.finish();
  };

  // An edit is saved only over the order it opened with: changed meanwhile (another tab, another
  // user), the user chooses to reload it or overwrite (use-save-conflict.ts).
  const conflict = useSaveConflict({
    def,
    id: order?.id as BaseKey | undefined,
    loaded: order,
    form: form as unknown as FormInstance<FormValues>,
    save: (values) => save(values as Values),
    gate,
  });

  const initial = order ?? { examYear: THIS_YEAR };
  const item = (name: string, label: string, rules: object[] = []) => ({ name, label: t(label), rules });
  return (
    <FormDialog
      dialog={dialog}
      editing={editing}
      noun={t(def.noun)}
      width={760}
      saving={creating.isPending || updating.isPending || conflict.checking}
      onSave={() => form.submit()}
      conflict={conflict}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={initial}
        onFinish={(values) => void gate.run(() => conflict.onFinish(values as FormValues))}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              {...item('serveId', 'otoOrder.serveName', [{ required: true, message: t('otoOrder.serveRequired') }])}
              extra={priceEditable ? undefined : t('otoOrder.priceLocked')}
            >
              <Select
                showSearch
                optionFilterProp="label"
                disabled={!priceEditable}
                loading={services.loading}
                options={services.options}
                placeholder={choose('otoOrder.serveName')}
                // The amount follows the service chosen; it may then be changed (a discount).
                onChange={(id) => form.setFieldValue('amount', services.price(id))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              {...item('amount', 'otoOrder.amount', [
                { required: true, message: t('otoOrder.amountRequired') },
                { type: 'number', min: 0.01, message: t('otoOrder.amountPositive') },
              ])}
              extra={priceEditable ? t('otoOrder.amountFromService') : undefined}
            >
              <NumberInput
                prefix="¥"
                precision={2}
                min={0}
                disabled={!priceEditable}
                style={{ width: '100%' }}
                placeholder={enter('otoOrder.amount')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('orgId', 'otoOrder.orgName', [{ required: true, message: t('otoOrder.orgRequired') }])}>
              <Select
                showSearch
                optionFilterProp="label"
                disabled={editing}
                loading={orgs.loading}
                options={editing ? [{ value: String(order.orgId), label: String(order.orgName ?? '') }] : orgs.options}
                placeholder={choose('otoOrder.orgName')}
                // Experts belong to an organization: another one, another choice.
                onChange={() => form.setFieldValue('expertId', undefined)}
              />
            </Form.Item>
          </Col>
          {!editing && (
            <Col span={12}>
              <Form.Item
                {...item('expertId', 'otoOrder.expertName')}
                extra={orgId ? undefined : t('otoOrder.expertAfterOrg')}
              >
                <Select
                  showSearch
                  allowClear
                  optionFilterProp="label"
                  disabled={!orgId}
                  loading={experts.loading}
                  options={experts.options}
                  placeholder={choose('otoOrder.expertName')}
                />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item
              {...item('studentName', 'otoOrder.studentName', [
                { required: true, whitespace: true, message: t('otoOrder.studentNameRequired') },
              ])}
            >
              <Input maxLength={32} showCount allowClear={clearable} placeholder={enter('otoOrder.studentName')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('studentPhone', 'otoOrder.studentPhone', rulesOf(studentPhone, t))} validateFirst>
              {/* Not cut at 11: the rules say what is wrong, empty, then length, then format. */}
              <Input allowClear={clearable} placeholder={enter('otoOrder.studentPhone')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('province', orderProvince.label)}>
              <FieldControl field={orderProvince} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('examYear', 'otoOrder.examYear')}>
              <NumberInput
                min={2000}
                max={2100}
                precision={0}
                style={{ width: '100%' }}
                placeholder={enter('otoOrder.examYear')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('subjectType', orderSubject.label)}>
              <FieldControl field={orderSubject} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('electives', orderElectives.label)}>
              <FieldControl field={orderElectives} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item {...item('remark', 'otoOrder.remark')}>
              <Input.TextArea
                maxLength={500}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                placeholder={enter('otoOrder.remark')}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
