import { type BaseRecord, type HttpError, useCustom, useCustomMutation } from '@refinedev/core';
import { Button, Card, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DATE_FORMAT } from '../../crud/date-format';
import { flowApi } from '../flow-api';
import '../flow-words';
import { DiagramButton } from './diagram-button';
import { leaveDays } from './leave-types';
import { useLeaveExit } from './use-leave-exit';
import './leave-page.css';

type Values = { startTime?: Dayjs; endTime?: Dayjs; reason?: string; taskUser?: string };
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
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, Record<string, string>>();

  const submit = async (values: Values) => {
    const done = await mutateAsync({
      url: flowApi.leaveStart,
      method: 'post',
      values: {
        processDefinitionId,
        taskUser: values.taskUser ?? '',
        startTime: values.startTime?.format(DATE_FORMAT) ?? '',
        endTime: values.endTime?.format(DATE_FORMAT) ?? '',
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

  const endAfterStart = (_rule: unknown, value: Dayjs | undefined) =>
    !value || !start || value.isAfter(start) ? Promise.resolve() : Promise.reject(new Error(t('flow.leave.endAfterStart')));

  return (
    <div className="leave-page">
      <Card
        title={t('flow.leave.startTitle')}
        extra={<DiagramButton processDefinitionId={processDefinitionId} />}
        variant="borderless"
      >
        <Typography.Paragraph type="secondary">
          {t('flow.leave.process')}: {processDefinitionId}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
          <Space size={16} wrap align="start">
            <Form.Item name="startTime" label={t('flow.leave.startTime')} rules={[{ required: true, message: t('flow.leave.startTimeRequired') }]}>
              <DatePicker showTime format={DATE_FORMAT} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              name="endTime"
              label={t('flow.leave.endTime')}
              dependencies={['startTime']}
              rules={[{ required: true, message: t('flow.leave.endTimeRequired') }, { validator: endAfterStart }]}
            >
              <DatePicker showTime format={DATE_FORMAT} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item label={t('flow.leave.days')}>
              <Input value={days === null ? '' : t('flow.leave.daysValue', { days })} readOnly style={{ width: 110 }} data-testid="leave-days" />
            </Form.Item>
          </Space>
          <Form.Item name="reason" label={t('flow.leave.reason')} rules={[{ required: true, whitespace: true, message: t('flow.leave.reasonRequired') }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="taskUser" label={t('flow.leave.taskUser')} rules={[{ required: true, message: t('flow.leave.taskUserRequired') }]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={users.query.isLoading}
              placeholder={t('crud.selectPlaceholder', { label: t('flow.leave.taskUser') })}
              options={(Array.isArray(users.result.data) ? users.result.data : []).map((user) => ({ value: String(user.id), label: `${user.realName || user.name || user.account} (${user.account})` }))}
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
