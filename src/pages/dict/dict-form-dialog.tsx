import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import type { FormDialogState } from '../../crud/dialog-state';
import { FormDialog } from '../../crud/form-dialog';
import { useFormDialog } from '../../crud/use-form-dialog';
import { presetOf } from './dict-fields';
import { DictFormFields } from './dict-form-fields';

type Props = { def: ResourceDef; parent: BaseRecord | undefined; state: FormDialogState; onClosed: () => void };

/**
 * Add or edit a dictionary or one of `parent`'s entries, in the spec's 880 px dialog. A new row
 * starts from, and always carries, where it belongs (`presetOf`), whatever the form shows.
 */
export default function DictFormDialog({ def, parent, state, onClosed }: Props) {
  const { t } = useTranslation();
  const preset = presetOf(parent);
  const control = useFormDialog(def, state, onClosed, {
    toBody: state.mode === 'add' ? (values) => ({ ...values, ...preset }) : undefined,
  });
  return (
    <FormDialog {...control.shell} noun={t(parent ? 'dictionary.itemName' : def.noun)} width={def.dialogWidth ?? 880}>
      <DictFormFields def={def} parent={parent} loading={control.loading} formProps={control.formProps} />
    </FormDialog>
  );
}
