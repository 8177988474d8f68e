import type { CSSProperties } from 'react';
import { useFlowDiagramWords } from './diagram-words';

const swatch = (colour: string, background?: string) =>
  ({ '--swatch': `var(${colour})`, '--swatch-bg': background ? `var(${background})` : 'none' }) as CSSProperties;

/** What the three marks mean: 已完成 (green), 进行中 (blue), 已流转 (the taken flows, orange). */
export function DiagramLegend() {
  const words = useFlowDiagramWords();
  return (
    <div className="flow-bpmn-legend" data-testid="flow-diagram-legend">
      <span className="flow-bpmn-legend-item">
        <i className="flow-bpmn-swatch" style={swatch('--flow-success', '--flow-success-bg')} />
        {words.legend.success}
      </span>
      <span className="flow-bpmn-legend-item">
        <i className="flow-bpmn-swatch" style={swatch('--flow-primary', '--flow-primary-bg')} />
        {words.legend.primary}
      </span>
      <span className="flow-bpmn-legend-item">
        <i className="flow-bpmn-swatch is-line" style={swatch('--flow-warn')} />
        {words.legend.warn}
      </span>
    </div>
  );
}
