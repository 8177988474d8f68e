import { Alert, Spin, theme } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { translateModule } from '../diagram/bpmn-translate';
import { diagramStyle, rendererColours } from '../diagram/diagram-theme';
import { useFlowDiagramWords } from '../diagram/diagram-words';
import { fitDiagram } from '../diagram/diagram-zoom';
import { EDITOR_MARGIN } from './editor-margin';
import { EditorToolbar } from './editor-toolbar';
import { ensureFlowablePrefix } from './element-props';
import type { BpmnElement, CommandStack, ElementLookup, Moddle, Modeling } from './modeler-types';
import { PropertiesPanel } from './properties-panel';
import { saveFile } from '../../../crud/export-file';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import '../diagram/flow-diagram.css';
import './model-editor.css';

/** What the dialog around the editor asks of it. */
export type ModelEditorHandle = {
  /** The diagram as BPMN 2.0 XML (what model/submit stores). */
  saveXML: () => Promise<string>;
  /** Changed since it was loaded (an edit not undone). */
  isDirty: () => boolean;
  /** The process's id and name (the root element). */
  process: () => { id: string; name: string } | undefined;
  /** Renames the process (a new model takes its key as the process id when saved). */
  updateProcess: (values: { id?: string; name?: string }) => void;
  /** An id some element of the diagram already has. */
  idTaken: (id: string) => boolean;
};

export type ModelEditorProps = {
  /** The BPMN XML to edit; a new one is loaded in place of the old. */
  xml: string;
  /** The name 下载 XML saves under. */
  fileName?: string;
  /** The height of the canvas and the panel, in pixels. */
  height?: number;
  onDirtyChange?: (dirty: boolean) => void;
  /** The XML imported (ready) or could not be (failed). */
  onStatus?: (status: 'ready' | 'failed') => void;
  ref?: Ref<ModelEditorHandle>;
};

type Status = 'loading' | 'ready' | 'failed';

/**
 * A BPMN editor (bpmn-js Modeler: palette, context pad, direct editing of labels) on a given XML,
 * with undo/redo, zoom, 下载 XML, and the console's own properties panel beside the canvas.
 */
export function ModelEditor({
  xml,
  fileName = 'process.bpmn20.xml',
  height = 560,
  onDirtyChange,
  onStatus,
  ref,
}: ModelEditorProps) {
  const words = useFlowDiagramWords().editor;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  // How the import of an XML into a modeler went; any other pair (a new XML) is still loading.
  const [imported, setImported] = useState<{ modeler: Modeler; xml: string; status: 'ready' | 'failed' } | null>(null);
  const status: Status = imported?.modeler === modeler && imported.xml === xml ? imported.status : 'loading';
  const [selected, setSelected] = useState<BpmnElement | null>(null);
  const [revision, setRevision] = useState(0);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [flowable, setFlowable] = useState('flowable');
  // bpmn-js takes its colours and words when built: the first look is the editor's for its life.
  const look = useRef({ t, token });
  const listeners = useRef({ onDirtyChange, onStatus });
  useEffect(() => {
    listeners.current = { onDirtyChange, onStatus };
  });

  useEffect(() => {
    const container = host.current as HTMLDivElement;
    const instance = new Modeler({
      container,
      additionalModules: [translateModule(look.current.t)],
      bpmnRenderer: rendererColours(look.current.token),
    });
    const events = instance.get<EventBus>('eventBus');
    const stack = instance.get<CommandStack>('commandStack');
    events.on('selection.changed', (event: { newSelection: BpmnElement[] }) => {
      const only = event.newSelection.length === 1 ? event.newSelection[0] : null;
      setSelected(only?.labelTarget ?? only);
    });
    events.on('elements.changed', () => setRevision((value) => value + 1));
    events.on('commandStack.changed', () => {
      setHistory({ canUndo: stack.canUndo(), canRedo: stack.canRedo() });
      listeners.current.onDirtyChange?.(stack.canUndo());
    });
    const observer = new ResizeObserver(() => instance.get<Canvas>('canvas').resized());
    observer.observe(container);
    setModeler(instance);
    return () => {
      observer.disconnect();
      instance.destroy();
    };
  }, []);

  useEffect(() => {
    if (!modeler) return undefined;
    let live = true;
    modeler
      .importXML(xml)
      .then(() => {
        if (!live) return;
        setFlowable(ensureFlowablePrefix((modeler.getDefinitions() as { $attrs: Record<string, unknown> }).$attrs));
        fitDiagram(modeler.get<Canvas>('canvas'), EDITOR_MARGIN);
        setSelected(null);
        setRevision((value) => value + 1);
        setHistory({ canUndo: false, canRedo: false });
        setImported({ modeler, xml, status: 'ready' });
        listeners.current.onStatus?.('ready');
      })
      .catch(() => {
        if (!live) return;
        setImported({ modeler, xml, status: 'failed' });
        listeners.current.onStatus?.('failed');
      });
    return () => {
      live = false;
    };
  }, [modeler, xml]);

  const root = (): BpmnElement | undefined =>
    modeler ? (modeler.get<Canvas>('canvas').getRootElement() as unknown as BpmnElement) : undefined;
  const registry = () => modeler?.get<ElementLookup>('elementRegistry');
  const moddle = () => modeler?.get<Moddle>('moddle');

  useImperativeHandle(ref, () => ({
    saveXML: async () => {
      if (!modeler) throw new Error('The editor is not ready');
      const { xml: saved } = await modeler.saveXML({ format: true });
      return saved ?? '';
    },
    isDirty: () => !!modeler?.get<CommandStack>('commandStack').canUndo(),
    process: () => {
      const bo = root()?.businessObject;
      return bo ? { id: bo.id, name: bo.name ?? '' } : undefined;
    },
    updateProcess: (values) => {
      const element = root();
      if (modeler && element) modeler.get<Modeling>('modeling').updateProperties(element, values);
    },
    idTaken: (id) => !!registry()?.get(id) || !!moddle()?.ids?.assigned(id),
  }));

  const element = status === 'ready' ? (selected ?? root()) : undefined;
  return (
    <div className="model-editor" style={diagramStyle(token)} data-testid="model-editor">
      <EditorToolbar
        disabled={status !== 'ready'}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={() => modeler?.get<CommandStack>('commandStack').undo()}
        onRedo={() => modeler?.get<CommandStack>('commandStack').redo()}
        onDownload={() =>
          void modeler
            ?.saveXML({ format: true })
            .then(({ xml: saved }) => saveFile(new Blob([saved ?? ''], { type: 'application/xml' }), fileName))
        }
        canvas={() => modeler?.get<Canvas>('canvas')}
      />
      <div className="model-editor-body" style={{ height }}>
        <div className="flow-bpmn model-editor-canvas">
          <div ref={host} className={status === 'ready' ? 'flow-bpmn-canvas' : 'flow-bpmn-canvas is-hidden'} />
          {status !== 'ready' && (
            <div className="flow-bpmn-failed">
              {status === 'failed' ? <Alert type="error" showIcon message={words.importFailed} /> : <Spin />}
            </div>
          )}
        </div>
        {/* There from the start, so the canvas is fitted at the width it keeps. */}
        {modeler && element ? (
          <PropertiesPanel
            element={element}
            revision={revision}
            modeling={modeler.get<Modeling>('modeling')}
            moddle={modeler.get<Moddle>('moddle')}
            registry={modeler.get<ElementLookup>('elementRegistry')}
            flowable={flowable}
          />
        ) : (
          <div className="model-editor-panel" />
        )}
      </div>
    </div>
  );
}
