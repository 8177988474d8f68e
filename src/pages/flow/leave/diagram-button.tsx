import { ApartmentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// bpmn-js comes with the diagram, never with the page.
const FlowDiagramDialog = lazy(() => import('../diagram/flow-diagram-dialog'));

/** 流程图: the process (a definition, or an instance with its marks) in the diagram dialog. */
export function DiagramButton(props: { processInstanceId?: string; processDefinitionId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ApartmentOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('flow.leave.diagram')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FlowDiagramDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
