import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { App, Button, Space, Timeline, Typography } from 'antd';
import { ReadableTag } from '../../crud/readable-tag';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import { useActionPost } from '../../crud/use-action-post';
import type { ProgrammeStep } from './programme-step-form';

/** Without onEdit / onRemoved the timeline is read-only (an order's 查看). */
type Props = { steps: ProgrammeStep[]; onEdit?: (step: ProgrammeStep) => void; onRemoved?: () => void };

/** The programme in its order: done steps green, planned ones blue, each with its time, text and (when editable) actions. */
export function ProgrammeTimeline({ steps, onEdit, onRemoved }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { post } = useActionPost();

  const remove = (step: ProgrammeStep) =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('otoOrder.removeStepConfirm', { title: step.title }),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await post(otoApi.programme.remove(step.id), undefined, t('otoOrder.stepRemoved', { title: step.title })))
          onRemoved?.();
      },
    });

  return (
    <Timeline
      className="order-programme"
      items={steps.map((step) => {
        const done = step.finished === 1;
        return {
          key: step.id,
          color: done ? 'green' : 'blue',
          dot: done ? <CheckCircleFilled aria-hidden /> : <ClockCircleOutlined aria-hidden />,
          children: (
            <div className="order-step">
              <div className="order-step-head">
                <Typography.Text strong>{step.title}</Typography.Text>
                <ReadableTag color={done ? 'green' : 'blue'}>
                  {t(done ? 'otoOrder.stepDone' : 'otoOrder.stepPlanned')}
                </ReadableTag>
                {step.planTime && <Typography.Text type="secondary">{step.planTime}</Typography.Text>}
                {onEdit && onRemoved && (
                  <Space size={0} className="order-step-actions">
                    <Button color="primary" variant="link" size="small" onClick={() => onEdit(step)}>
                      {t('crud.edit')}
                    </Button>
                    <Button color="danger" variant="link" size="small" onClick={() => remove(step)}>
                      {t('crud.delete')}
                    </Button>
                  </Space>
                )}
              </div>
              {step.content && (
                <Typography.Paragraph className="order-step-content">{step.content}</Typography.Paragraph>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
