import { useModalForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import { CrudFormFields } from '../crud/crud-form-fields';
import type { FormDialogState } from '../crud/dialog-state';
import { defaultsOf, formOptions, type FormValues } from '../crud/form-options';
import { saveKeepingInput } from '../crud/save-keeping-input';
import { useDiscardGuard } from '../crud/use-discard-guard';
import { useFieldOptions } from '../crud/use-field-options';

type Props = {
  def: ResourceDef;
  state: FormDialogState;
  /** The menu the scope belongs to: its id goes with every save, its name and code fill a new scope. */
  menu: { id: string; code: string; name: string };
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
export default function ScopeFormModal({ def, state, menu, onClosed }: Props) {
  const { t } = useTranslation();
  const adding = state.mode === 'add';
  const { modalProps, formProps, form, close, query, mutation } = useModalForm<BaseRecord, HttpError, FormValues>({
    ...formOptions(def, state, t, () => undefined),
    meta: { api: def.api },
  });
  const requestClose = useDiscardGuard(form, close);
  const typeField = def.fields.find((field) => field.name === 'scopeType');
  const { options: types } = useFieldOptions(typeField ?? { name: 'scopeType', label: '' });
  const hasColumn = def.fields.some((field) => field.name === 'scopeColumn');
  const { onFinish, onValuesChange } = formProps;
  const withMenu = {
    ...formProps,
    initialValues: adding ? { ...defaultsOf(def, state), resourceCode: menu.code } : formProps.initialValues,
    onFinish: (values: FormValues) => onFinish?.({ ...values, menuId: menu.id }),
    onValuesChange: (changed: FormValues, all: FormValues) => {
      onValuesChange?.(changed, all);
      if (!adding || changed.scopeType === undefined || changed.scopeType === null) return;
      const key = String(changed.scopeType);
      const label = types.find((option) => option.value === key)?.label ?? '';
      form.setFieldsValue({
        scopeName: `${menu.name} [${label}]`,
        ...(hasColumn ? { scopeColumn: COLUMN_OF_TYPE[key] ?? '' } : {}),
      });
    },
  };
  return (
    <Modal
      {...modalProps}
      title={t(adding ? 'crud.addTitle' : 'crud.editTitle', { name: t(def.noun) })}
      width={720}
      maskClosable={false}
      onCancel={requestClose}
      afterClose={onClosed}
      footer={[
        <Button key="cancel" onClick={requestClose}>
          {t('crud.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
          {adding ? t('crud.save') : t('crud.update')}
        </Button>,
      ]}
    >
      <CrudFormFields
        def={def}
        editing={!adding}
        loading={!!query?.isLoading && !adding}
        formProps={saveKeepingInput(withMenu)}
      />
    </Modal>
  );
}
