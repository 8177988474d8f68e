import { Card, Result, Skeleton, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import '../flow-words';
import { FlowHistory } from './flow-history';
import { LeaveFacts } from './leave-facts';
import { useLeave } from './use-leave';
import './leave-page.css';
import { PageTitle } from '../../../shell/page-title';

// bpmn-js comes with the diagram's own chunk, after the request and its history are on screen.
const FlowDiagram = lazy(() => import('../diagram/flow-diagram').then((module) => ({ default: module.FlowDiagram })));

/**
 * /work/process/leave/detail/:processInstanceId/:businessId (Saber's leave/detail.vue): the request,
 * its history as a timeline, and the diagram with where the instance stands.
 */
export default function LeaveDetailPage() {
  const { t } = useTranslation();
  const { processInstanceId = '', businessId = '' } = useParams();
  const { leave, loading } = useLeave(businessId);
  if (loading) return <Skeleton active className="leave-page" />;
  if (!leave) return <Result status="404" title={t('flow.leave.notFound')} />;
  return (
    <div className="leave-page">
      <Card title={<PageTitle>{t('flow.leave.request')}</PageTitle>} variant="borderless">
        <LeaveFacts leave={leave} />
      </Card>
      <Card title={t('flow.leave.history')} variant="borderless">
        <FlowHistory processInstanceId={processInstanceId} />
      </Card>
      <Card title={t('flow.leave.diagram')} variant="borderless">
        <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
          <FlowDiagram processInstanceId={processInstanceId} height={420} />
        </Suspense>
      </Card>
    </div>
  );
}
