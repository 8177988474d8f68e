import type { ActionDialogProps } from '../../../resources/types';
import ModelEditorDialog from './model-editor-dialog';

/**
 * 创建: always a new model. A toolbar action's dialog is given the rows selected in the list, and
 * the editor dialog reads a row as the model to edit; this entry point leaves them out.
 */
export default function ModelCreateDialog(props: ActionDialogProps) {
  return <ModelEditorDialog {...props} rows={[]} />;
}
