import { ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { useFlowDiagramWords } from './diagram-words';

const STEP = 1.25;

export type FitMargin = { top: number; right: number; bottom: number; left: number };

/** The viewer's margin around a fitted diagram: the legend and the zoom buttons float over its top. */
const VIEWER_MARGIN: FitMargin = { top: 56, right: 28, bottom: 28, left: 28 };

/**
 * The whole diagram in view, centred in the box within a margin (bpmn-js's own fit-viewport puts
 * it edge to edge, under what floats over the canvas), never enlarged past its own size.
 */
export function fitDiagram(canvas: Canvas, margin: FitMargin = VIEWER_MARGIN) {
  const { inner, outer } = canvas.viewbox();
  const width = outer.width - margin.left - margin.right;
  const height = outer.height - margin.top - margin.bottom;
  if (!inner.width || !inner.height || width <= 0 || height <= 0) return;
  const scale = Math.max(0.2, Math.min(1, width / inner.width, height / inner.height));
  canvas.viewbox({
    x: inner.x + inner.width / 2 - (margin.left + width / 2) / scale,
    y: inner.y + inner.height / 2 - (margin.top + height / 2) / scale,
    width: outer.width / scale,
    height: outer.height / scale,
  });
}

/** 放大 / 缩小 / 适应画布 over a diagram; `canvas` gives the diagram's canvas once it exists. */
export function DiagramZoom({ canvas, margin }: { canvas: () => Canvas | undefined; margin?: FitMargin }) {
  const words = useFlowDiagramWords();
  const zoomBy = (factor: number) => {
    const current = canvas();
    if (current) current.zoom(Math.min(4, Math.max(0.2, current.zoom() * factor)));
  };
  const fit = () => {
    const current = canvas();
    if (current) fitDiagram(current, margin);
  };
  return (
    <Space.Compact size="small">
      <Tooltip title={words.zoomIn}>
        <Button icon={<ZoomInOutlined aria-hidden />} aria-label={words.zoomIn} onClick={() => zoomBy(STEP)} />
      </Tooltip>
      <Tooltip title={words.zoomOut}>
        <Button icon={<ZoomOutOutlined aria-hidden />} aria-label={words.zoomOut} onClick={() => zoomBy(1 / STEP)} />
      </Tooltip>
      <Tooltip title={words.fit}>
        <Button icon={<ExpandOutlined aria-hidden />} aria-label={words.fit} onClick={fit} />
      </Tooltip>
    </Space.Compact>
  );
}
