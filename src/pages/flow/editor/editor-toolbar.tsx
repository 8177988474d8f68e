import { DownloadOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { DiagramZoom } from '../diagram/diagram-zoom';
import { EDITOR_MARGIN } from './editor-margin';
import { useFlowDiagramWords } from '../diagram/diagram-words';

type EditorToolbarProps = {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDownload: () => void;
  canvas: () => Canvas | undefined;
  disabled: boolean;
};

/** 撤销 / 重做, the zoom buttons and 下载 XML above the editor's canvas. */
export function EditorToolbar({ canUndo, canRedo, onUndo, onRedo, onDownload, canvas, disabled }: EditorToolbarProps) {
  const words = useFlowDiagramWords().editor;
  return (
    <div className="model-editor-toolbar">
      <Space.Compact size="small">
        <Tooltip title={words.undo}>
          <Button
            icon={<UndoOutlined aria-hidden />}
            aria-label={words.undo}
            disabled={disabled || !canUndo}
            onClick={onUndo}
          />
        </Tooltip>
        <Tooltip title={words.redo}>
          <Button
            icon={<RedoOutlined aria-hidden />}
            aria-label={words.redo}
            disabled={disabled || !canRedo}
            onClick={onRedo}
          />
        </Tooltip>
      </Space.Compact>
      <DiagramZoom canvas={canvas} margin={EDITOR_MARGIN} />
      <Button size="small" icon={<DownloadOutlined aria-hidden />} disabled={disabled} onClick={onDownload}>
        {words.download}
      </Button>
    </div>
  );
}
