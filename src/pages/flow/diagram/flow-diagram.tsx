import { useCustom } from '@refinedev/core';
import { Empty, Spin } from 'antd';
import { flowApi } from '../../../resources/flow/api';
import { RetryAlert } from '../../../crud/retry-alert';
import type { FlowActivity } from './diagram-marks';
import { useFlowDiagramWords } from './diagram-words';
import { FlowDiagramCanvas } from './flow-diagram-canvas';

/** What process/model-view answers (contract §7(h)): `flow` only for an instance. */
type ModelView = { xml?: string; flow?: FlowActivity[] };

/** An instance with no history yet: one list, so the canvas does not draw again on every render. */
const NO_HISTORY: FlowActivity[] = [];

export type FlowDiagramProps = {
  /** An instance: its process drawn with where it stands. Wins over processDefinitionId. */
  processInstanceId?: string;
  /** A process definition: drawn without marks. */
  processDefinitionId?: string;
  height?: number;
};

/**
 * A process's diagram from `process/model-view` (an instance's with its marks, a definition's
 * plain), with its loading and error states; the diagram dialog and the leave detail page show it.
 */
export function FlowDiagram({ processInstanceId, processDefinitionId, height = 480 }: FlowDiagramProps) {
  const words = useFlowDiagramWords();
  const params = processInstanceId ? { processInstanceId } : processDefinitionId ? { processDefinitionId } : undefined;
  const { result, query } = useCustom<ModelView>({
    url: flowApi.modelView,
    method: 'get',
    config: { query: params },
    // An instance moves on: drawn fresh on every opening.
    queryOptions: { enabled: !!params, gcTime: 0, staleTime: 0, refetchOnWindowFocus: false },
    // Said in the diagram's box, where it is missing, not in a toast.
    errorNotification: false,
  });

  const box = { height, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
  if (!params) {
    return <Empty style={box} image={Empty.PRESENTED_IMAGE_SIMPLE} description={words.noProcess} />;
  }
  if (query.isLoading) {
    return (
      <div style={box}>
        <Spin tip={words.loading}>
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div style={box}>
        <RetryAlert message={words.loadFailed} description={query.error?.message} onRetry={query.refetch} />
      </div>
    );
  }
  const view = result.data;
  if (!view?.xml) return <Empty style={box} image={Empty.PRESENTED_IMAGE_SIMPLE} description={words.noXml} />;
  return (
    <FlowDiagramCanvas
      xml={view.xml}
      flow={processInstanceId ? (view.flow ?? NO_HISTORY) : undefined}
      height={height}
    />
  );
}
