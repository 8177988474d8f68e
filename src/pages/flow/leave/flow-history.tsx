import { useCustom } from '@refinedev/core';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { flowApi } from '../../../resources/flow/api';
import type { FlowStep } from './leave-types';

/**
 * An instance's history (`process/history-flow-list`) as a timeline, oldest first: each step's
 * name, who acted, when it started and ended, and the comment left; a step still open shows as
 * running (blue), a finished one green.
 */
export function FlowHistory({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation();
  const { result, query } = useCustom<FlowStep[]>({
    url: flowApi.historyFlowList,
    method: 'get',
    config: { query: { processInstanceId } },
    queryOptions: { staleTime: 0 },
  });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const steps = Array.isArray(result.data) ? result.data : [];
  if (!steps.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flow.leave.noHistory')} />;
  return (
    <Timeline
      className="flow-history"
      items={steps.map((step, index) => ({
        key: `${step.historyActivityId ?? ''}-${index}`,
        color: step.endTime ? 'green' : 'blue',
        children: (
          <div data-testid="flow-history-step">
            <Typography.Text strong>{step.historyActivityName || step.historyActivityId}</Typography.Text>
            {step.assigneeName && <Typography.Text> · {step.assigneeName}</Typography.Text>}
            <div className="flow-history-time">
              {step.createTime}
              {step.endTime ? ` → ${step.endTime}` : ` · ${t('flow.leave.running')}`}
              {step.endTime && step.historyActivityDurationTime
                ? ` · ${t('flow.leave.duration', { time: step.historyActivityDurationTime })}`
                : ''}
            </div>
            {step.comment && <div className="flow-history-comment">{step.comment}</div>}
          </div>
        ),
      }))}
    />
  );
}
