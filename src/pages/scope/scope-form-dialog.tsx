import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import { CrudFormFields } from '../../crud/crud-form-fields';
import type { FormDialogState } from '../../crud/dialog-state';
import { FormDialog } from '../../crud/form-dialog';
import type { FormValues } from '../../crud/form-options';
import { useFieldOptions } from '../../crud/use-field-options';
import { useFormDialog } from '../../crud/use-form-dialog';

type Props = {
  def: ResourceDef;
  /** A new scope starts with the menu's code (`preset`). */
  state: FormDialogState;
  /** The menu the scope belongs to: its id goes with every save, its name names a new scope. */
  menu: { id: string; name: string };
  onClosed: () => void;
};

/** Saber's data scope columns per rule type (datascope.vue initScope); API scopes have none. */
const COLUMN_OF_TYPE: Record<string, string> = {
  '1': '-',
  '2': 'create_user',
  '3': 'create_dept',
  '4': 'create_dept',
  '5': '',
};

/**
 * Add or edit a scope of one menu. As in Saber, picking a rule type on a new scope names it
 * "<menu> [<type>]" and, for a data scope, fills the column the type filters on.
 */
export default function ScopeFormDialog({ def, state, menu, onClosed }: Props) {
  const { t } = useTranslation();
  const control = useFormDialog(def, state, onClosed, {
    // The scope entities are no routes of their own: their calls name their endpoints.
    meta: { api: def.api },
    toBody: (values) => ({ ...values, menuId: menu.id }),
  });
  const { form, formProps, editing } = control;
  const typeField = def.fields.find((field) => field.name === 'scopeType');
  const { options: types } = useFieldOptions(typeField ?? { name: 'scopeType', label: '' });
  const hasColumn = def.fields.some((field) => field.name === 'scopeColumn');
  const onValuesChange = (changed: FormValues, all: FormValues) => {
    formProps.onValuesChange?.(changed, all);
    if (editing || changed.scopeType === undefined || changed.scopeType === null) return;
    const key = String(changed.scopeType);
    const label = types.find((option) => option.value === key)?.label ?? '';
    form.setFieldsValue({
      scopeName: `${menu.name} [${label}]`,
      ...(hasColumn ? { scopeColumn: COLUMN_OF_TYPE[key] ?? '' } : {}),
    });
  };
  return (
    <FormDialog {...control.shell} noun={t(def.noun)} width={720}>
      <CrudFormFields
        def={def}
        editing={editing}
        loading={control.loading}
        formProps={{ ...formProps, onValuesChange }}
      />
    </FormDialog>
  );
}
