import { Alert, theme } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateModule } from './bpmn-translate';
import { DiagramLegend } from './diagram-legend';
import { markDiagram, type DiagramElement, type FlowActivity } from './diagram-marks';
import { diagramStyle, rendererColours } from './diagram-theme';
import { useFlowDiagramWords } from './diagram-words';
import { DiagramZoom, fitDiagram } from './diagram-zoom';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './flow-diagram.css';

export type FlowDiagramCanvasProps = {
  /** The BPMN 2.0 XML (with its BPMNDiagram) to draw. */
  xml: string;
  /** An instance's history (model-view's `flow`): its marks and the legend. None for a definition. */
  flow?: readonly FlowActivity[];
  /** The box's height in pixels. */
  height?: number;
};

type Drawn = {
  id: string;
  type: string;
  businessObject?: { sourceRef?: { id?: string }; targetRef?: { id?: string } };
};

/** The drawn elements as the marks read them (labels are drawn apart from their element: left out). */
const elementsOf = (registry: ElementRegistry): DiagramElement[] =>
  (registry.getAll() as unknown as Drawn[])
    .filter((element) => element.type !== 'label' && element.businessObject)
    .map((element) => ({
      id: element.id,
      type: element.type,
      sourceId: element.businessObject?.sourceRef?.id,
      targetId: element.businessObject?.targetRef?.id,
    }));

/**
 * A process drawn read-only (bpmn-js NavigatedViewer: drag to move, wheel to zoom), fitted on
 * load, with an instance's marks (finished, open, the flows taken) and their legend, and zoom
 * buttons. XML that does not import shows as an error in the box.
 */
export function FlowDiagramCanvas({ xml, flow, height = 480 }: FlowDiagramCanvasProps) {
  const words = useFlowDiagramWords();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer | null>(null);
  const [failed, setFailed] = useState(false);
  // The first look (colours, words) is the viewer's for its life: bpmn-js takes them when built.
  const look = useRef({ t, token });

  useEffect(() => {
    const container = host.current as HTMLDivElement;
    const instance = new NavigatedViewer({
      container,
      additionalModules: [translateModule(look.current.t)],
      bpmnRenderer: rendererColours(look.current.token),
    });
    viewer.current = instance;
    // The box changes size with the dialog or the window: the canvas measures again.
    const observer = new ResizeObserver(() => instance.get<Canvas>('canvas').resized());
    observer.observe(container);
    return () => {
      observer.disconnect();
      instance.destroy();
      viewer.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = viewer.current;
    if (!instance) return undefined;
    let live = true;
    setFailed(false);
    instance
      .importXML(xml)
      .then(() => {
        if (!live) return;
        const canvas = instance.get<Canvas>('canvas');
        for (const [id, mark] of markDiagram(
          flow ?? [],
          elementsOf(instance.get<ElementRegistry>('elementRegistry')),
        )) {
          canvas.addMarker(id, `flow-mark-${mark}`);
        }
        fitDiagram(canvas);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [xml, flow]);

  return (
    <div className="flow-bpmn" style={{ ...diagramStyle(token), height }} data-testid="flow-diagram">
      <div ref={host} className={failed ? 'flow-bpmn-canvas is-hidden' : 'flow-bpmn-canvas'} />
      {failed ? (
        <div className="flow-bpmn-failed">
          <Alert type="error" showIcon message={words.importFailed} />
        </div>
      ) : (
        <>
          {flow && <DiagramLegend />}
          <div className="flow-bpmn-zoom">
            <DiagramZoom canvas={() => viewer.current?.get<Canvas>('canvas')} />
          </div>
        </>
      )}
    </div>
  );
}
