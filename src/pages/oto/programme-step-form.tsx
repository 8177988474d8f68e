import { Button, Card, Col, Form, Input, Row, Space, Switch } from 'antd';
import { NumberInput } from '../../lib/number-input';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import { useActionPost } from '../../crud/use-action-post';
import { useOrderPlaceholders } from './use-order-placeholders';

// The date picker's chunk is the list page's own (loaded by any screen with a date).
const DateField = lazy(() => import('../../crud/date-field'));

/** The form item's value and onChange reach the picker through this (a Suspense passes no props). */
function LazyDate(props: { id?: string; value?: unknown; onChange?: (value: unknown) => void }) {
  return (
    <Suspense fallback={<Input disabled />}>
      <DateField {...props} />
    </Suspense>
  );
}

/** One step of an order's programme (OtoProgrammeRow). */
export type ProgrammeStep = {
  id: string;
  orderId: string;
  title: string;
  content: string;
  planTime: string;
  finished: number;
  sort: number;
};

type Props = { orderId: string; step: Partial<ProgrammeStep>; onSaved: () => void; onCancel: () => void };

// What student-ord-programme binds (columns: title 64, content 1000).
const blank = { title: '', content: '', planTime: '', finished: 0 };

/** Adds (no id) or edits a step with `student-ord-programme/save`; a new step goes last unless given a place. */
export function ProgrammeStepForm({ orderId, step, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const { enter } = useOrderPlaceholders();
  const [form] = Form.useForm<Partial<ProgrammeStep>>();
  const { post, pending } = useActionPost();
  const adding = !step.id;

  const save = async (values: Partial<ProgrammeStep>) => {
    const body = {
      ...(adding ? { orderId } : { id: step.id }),
      title: values.title?.trim(),
      content: values.content ?? '',
      planTime: values.planTime ?? '',
      finished: values.finished ? 1 : 0,
      ...(values.sort === undefined || values.sort === null ? {} : { sort: values.sort }),
    };
    if (
      await post(
        otoApi.programme.save,
        body,
        t(adding ? 'otoOrder.stepAdded' : 'otoOrder.stepSaved', { title: body.title }),
      )
    )
      onSaved();
  };

  return (
    <Card size="small" className="order-step-form" title={t(adding ? 'otoOrder.addStep' : 'otoOrder.editStep')}>
      <Form form={form} layout="vertical" initialValues={{ ...blank, ...step }} onFinish={save}>
        <Row gutter={12}>
          <Col span={16}>
            <Form.Item
              name="title"
              label={t('otoOrder.stepTitle')}
              rules={[{ required: true, whitespace: true, message: t('otoOrder.stepTitleRequired') }]}
            >
              <Input maxLength={64} placeholder={enter('otoOrder.stepTitle')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sort" label={t('otoOrder.stepSort')}>
              <NumberInput min={0} precision={0} style={{ width: '100%' }} placeholder={t('otoOrder.stepSortHint')} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="planTime" label={t('otoOrder.planTime')}>
              <LazyDate />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="finished"
              label={t('otoOrder.finished')}
              valuePropName="checked"
              getValueProps={(value) => ({ checked: value === 1 || value === true })}
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="content" label={t('otoOrder.stepContent')}>
              <Input.TextArea
                maxLength={1000}
                showCount
                autoSize={{ minRows: 2, maxRows: 6 }}
                placeholder={enter('otoOrder.stepContent')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('crud.save')}
          </Button>
          <Button onClick={onCancel}>{t('crud.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
