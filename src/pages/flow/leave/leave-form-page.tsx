import { type BaseRecord, type HttpError, useCustom, useCustomMutation, useGetIdentity } from '@refinedev/core';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { flowApi } from '../../../resources/flow/api';
import '../flow-words';
import { DiagramButton } from './diagram-button';
import { leaveDays } from './leave-types';
import { useLeaveExit } from './use-leave-exit';
import './leave-page.css';
import { PageTitle } from '../../../shell/page-title';

// The console's date field (stored as Blade's yyyy-MM-dd HH:mm:ss), with its picker code shared
// with every form that has a date and fetched with the first of them.
const DateField = lazy(() => import('../../../crud/date-field'));

type Values = { startTime?: string; endTime?: string; reason?: string; taskUser?: string };
type User = { id: string; account: string; realName?: string; name?: string };

/**
 * /work/process/leave/form/:processDefinitionId (Saber's work/process/leave/form.vue): start and end
 * (the end after the start; the days follow), the reason and the approver (user-list), sent to
 * `blade-desk/process/leave/start-process`. Started, it shows in 已发事务 and this tab closes; a
 * refusal keeps the form as typed.
 */
export default function LeaveFormPage() {
  const { t } = useTranslation();
  const { processDefinitionId = '' } = useParams();
  const [form] = Form.useForm<Values>();
  const start = Form.useWatch('startTime', form);
  const end = Form.useWatch('endTime', form);
  const days = leaveDays(start, end);
  const exit = useLeaveExit();
  const users = useCustom<User[]>({ url: flowApi.userList, method: 'get', errorNotification: false });
  // Nobody approves their own leave: the applicant is not offered as the approver.
  const { data: me } = useGetIdentity<{ id: string }>();
  const approvers = (Array.isArray(users.result.data) ? users.result.data : []).filter(
    (user) => String(user.id) !== String(me?.id ?? ''),
  );
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, Record<string, string>>();

  const submit = async (values: Values) => {
    const done = await mutateAsync({
      url: flowApi.leaveStart,
      method: 'post',
      values: {
        processDefinitionId,
        taskUser: values.taskUser ?? '',
        startTime: values.startTime ?? '',
        endTime: values.endTime ?? '',
        reason: (values.reason ?? '').trim(),
      },
      successNotification: () => ({ message: t('flow.leave.started'), type: 'success' }),
      errorNotification: false,
    }).then(
      () => true,
      () => false,
    );
    if (done) exit('/work/send', ['work-send', 'work-todo', 'work-claim', 'flow-follow']);
  };

  const endAfterStart = (_rule: unknown, value: string | undefined) =>
    !value || !start || dayjs(value).isAfter(dayjs(start))
      ? Promise.resolve()
      : Promise.reject(new Error(t('flow.leave.endAfterStart')));
  const dateField = <DateField />;

  return (
    <div className="leave-page">
      <Card
        title={<PageTitle>{t('flow.leave.startTitle')}</PageTitle>}
        extra={<DiagramButton processDefinitionId={processDefinitionId} />}
        variant="borderless"
      >
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
          <Suspense fallback={<Input disabled style={{ width: 220 }} />}>
            <Space size={16} wrap align="start" className="leave-dates">
              <Form.Item
                name="startTime"
                label={t('flow.leave.startTime')}
                rules={[{ required: true, message: t('flow.leave.startTimeRequired') }]}
              >
                {dateField}
              </Form.Item>
              <Form.Item
                name="endTime"
                label={t('flow.leave.endTime')}
                dependencies={['startTime']}
                rules={[{ required: true, message: t('flow.leave.endTimeRequired') }, { validator: endAfterStart }]}
              >
                {dateField}
              </Form.Item>
              <Form.Item label={t('flow.leave.days')}>
                <Input
                  value={days === null ? '' : t('flow.leave.daysValue', { days })}
                  readOnly
                  style={{ width: 110 }}
                  data-testid="leave-days"
                />
              </Form.Item>
            </Space>
          </Suspense>
          <Form.Item
            name="reason"
            label={t('flow.leave.reason')}
            rules={[{ required: true, whitespace: true, message: t('flow.leave.reasonRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount />
          </Form.Item>
          <Form.Item
            name="taskUser"
            label={t('flow.leave.taskUser')}
            rules={[{ required: true, message: t('flow.leave.taskUserRequired') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={users.query.isLoading}
              placeholder={t('crud.selectPlaceholder', { label: t('flow.leave.taskUser') })}
              options={approvers.map((user) => ({
                value: String(user.id),
                label: `${user.realName || user.name || user.account} (${user.account})`,
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('flow.leave.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
