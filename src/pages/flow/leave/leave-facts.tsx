import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { leaveDays, type Leave } from './leave-types';

/** A leave request, read-only (the handle and detail pages): who, when, how long, why. */
export function LeaveFacts({ leave }: { leave: Leave }) {
  const { t } = useTranslation();
  const days = leaveDays(leave.startTime, leave.endTime);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'applicant', label: t('flow.leave.applicant'), children: leave.flow?.assigneeName || '-' },
        { key: 'applyTime', label: t('flow.leave.applyTime'), children: leave.applyTime || leave.createTime || '-' },
        { key: 'startTime', label: t('flow.leave.startTime'), children: leave.startTime || '-' },
        { key: 'endTime', label: t('flow.leave.endTime'), children: leave.endTime || '-' },
        {
          key: 'days',
          label: t('flow.leave.days'),
          children: days === null ? '-' : t('flow.leave.daysValue', { days }),
          span: 2,
        },
        {
          key: 'reason',
          label: t('flow.leave.reason'),
          children: <span className="leave-reason">{leave.reason || '-'}</span>,
          span: 2,
        },
      ]}
    />
  );
}
