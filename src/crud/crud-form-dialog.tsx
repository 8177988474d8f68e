import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../resources/types';
import { CrudFormFields } from './crud-form-fields';
import type { FormDialogState } from './dialog-state';
import { FormDialog } from './form-dialog';
import type { FormValues } from './form-options';
import { useFormDialog } from './use-form-dialog';

export type FormDialogProps = {
  def: ResourceDef;
  state: FormDialogState;
  onAdded: (values: FormValues) => void;
  /** After the closing animation: the page unmounts the dialog. */
  onClosed: () => void;
};

/** Add or edit a declaration's record, in a centred dialog or the drawer it declares (`dialog: 'drawer'`). */
export default function CrudFormDialog({ def, state, onAdded, onClosed }: FormDialogProps) {
  const { t } = useTranslation();
  const control = useFormDialog(def, state, onClosed, { onAdded });
  return (
    <FormDialog {...control.shell} noun={t(def.noun)} width={def.dialogWidth ?? 720} variant={def.dialog}>
      <CrudFormFields def={def} editing={control.editing} loading={control.loading} formProps={control.formProps} />
    </FormDialog>
  );
}
