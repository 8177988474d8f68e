import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useCustomMutation } from '@refinedev/core';
import { App, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { flowApi } from '../../../resources/flow/api';
import '../flow-words';
import { DiagramButton } from './diagram-button';
import { FlowHistory } from './flow-history';
import { LeaveFacts } from './leave-facts';
import { useLeave } from './use-leave';
import { useLeaveExit } from './use-leave-exit';
import './leave-page.css';
import { PageTitle } from '../../../shell/page-title';

/** What complete-task takes: Blade reads 同意 from `flag: 'ok'` (isPass); a rejection sends no flag. */
export type CompleteTaskBody = { taskId: string; processInstanceId: string; comment: string; flag?: 'ok' };

/** The complete-task body of a decision (exported for the wire test). */
const completeTaskBody = (
  taskId: string,
  processInstanceId: string,
  comment: string,
  approve: boolean,
): CompleteTaskBody =>
  approve ? { taskId, processInstanceId, comment, flag: 'ok' } : { taskId, processInstanceId, comment };

/**
 * /work/process/leave/handle/:taskId/:processInstanceId/:businessId (Saber's leave/handle.vue): the
 * request read-only, its history so far, and the decision: 同意 or 驳回 with a comment (required to
 * reject), asked once more, then `work/complete-task`. Done, 待办事务 opens and this tab closes; a
 * refusal keeps the comment.
 */
export default function LeaveHandlePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const { leave, loading } = useLeave(businessId);
  const [form] = Form.useForm<{ comment?: string }>();
  const exit = useLeaveExit();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, CompleteTaskBody>();

  const decide = async (approve: boolean) => {
    const comment = (form.getFieldValue('comment') ?? '').trim();
    if (!approve && !comment) {
      form.setFields([{ name: 'comment', errors: [t('flow.leave.rejectNeedsComment')] }]);
      return;
    }
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t(approve ? 'flow.leave.approveConfirm' : 'flow.leave.rejectConfirm'),
      okText: t(approve ? 'flow.leave.approve' : 'flow.leave.reject'),
      okButtonProps: approve ? undefined : { danger: true },
      cancelText: t('crud.cancel'),
      onOk: async () => {
        const done = await mutateAsync({
          url: flowApi.completeTask,
          method: 'post',
          values: completeTaskBody(taskId, processInstanceId, comment, approve),
          successNotification: () => ({
            message: t(approve ? 'flow.leave.approved' : 'flow.leave.rejected'),
            type: 'success',
          }),
          errorNotification: false,
        }).then(
          () => true,
          () => false,
        );
        if (done) exit('/work/todo', ['work-todo', 'work-claim', 'work-done', 'work-send', 'flow-follow']);
      },
    });
  };

  if (loading) return <Skeleton active className="leave-page" />;
  if (!leave) return <Result status="404" title={t('flow.leave.notFound')} />;
  return (
    <div className="leave-page">
      <Card
        title={<PageTitle>{t('flow.leave.request')}</PageTitle>}
        extra={<DiagramButton processInstanceId={processInstanceId} />}
        variant="borderless"
      >
        <LeaveFacts leave={leave} />
      </Card>
      <Card title={t('flow.leave.handleTitle')} variant="borderless">
        <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
          <Form.Item name="comment" label={t('flow.leave.comment')}>
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={500}
              showCount
              placeholder={t('flow.leave.commentPlaceholder')}
            />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              loading={mutation.isPending}
              onClick={() => void decide(true)}
            >
              {t('flow.leave.approve')}
            </Button>
            <Button
              danger
              icon={<CloseOutlined aria-hidden />}
              disabled={mutation.isPending}
              onClick={() => void decide(false)}
            >
              {t('flow.leave.reject')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card title={t('flow.leave.history')} variant="borderless">
        <FlowHistory processInstanceId={processInstanceId} />
      </Card>
    </div>
  );
}
