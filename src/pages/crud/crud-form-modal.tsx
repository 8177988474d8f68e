import { useModalForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import { CrudFormFields } from './crud-form-fields';
import type { FormDialogState } from './dialog-state';
import { formOptions, initialValuesOf, type FormValues } from './form-options';
import { saveKeepingInput } from './save-keeping-input';
import { useDiscardGuard } from './use-discard-guard';

export type FormDialogProps = {
  def: ResourceDef;
  state: FormDialogState;
  onAdded: (values: FormValues) => void;
  /** After the closing animation: the page unmounts the dialog. */
  onClosed: () => void;
};

/** Add or edit in a centred dialog, on Refine's `useModalForm`. */
export default function CrudFormModal({ def, state, onAdded, onClosed }: FormDialogProps) {
  const { t } = useTranslation();
  const { modalProps, formProps, form, close, query, mutation } = useModalForm<BaseRecord, HttpError, FormValues>(
    formOptions(def, state, t, onAdded),
  );
  const requestClose = useDiscardGuard(form, close);
  const editing = state.mode === 'edit';
  return (
    <Modal
      {...modalProps}
      title={t(editing ? 'crud.editTitle' : 'crud.addTitle', { name: t(def.noun) })}
      width={def.dialogWidth ?? 720}
      maskClosable={false}
      onCancel={requestClose}
      afterClose={onClosed}
      footer={[
        <Button key="cancel" onClick={requestClose}>
          {t('crud.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
          {editing ? t('crud.update') : t('crud.save')}
        </Button>,
      ]}
    >
      <CrudFormFields
        def={def}
        editing={editing}
        loading={!!query?.isLoading && editing}
        formProps={saveKeepingInput({
          ...formProps,
          initialValues: initialValuesOf(def, state, formProps.initialValues),
        })}
      />
    </Modal>
  );
}
