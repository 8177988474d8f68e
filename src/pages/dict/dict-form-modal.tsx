import { useModalForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import type { FormDialogState } from '../crud/dialog-state';
import { saveKeepingInput } from '../crud/save-keeping-input';
import { useDiscardGuard } from '../crud/use-discard-guard';
import { presetOf } from './dict-fields';
import { DictFormFields } from './dict-form-fields';

type Values = Record<string, unknown>;
type Props = { def: ResourceDef; parent: BaseRecord | undefined; state: FormDialogState; onClosed: () => void };

/** Add or edit a dictionary or one of `parent`'s entries, in the spec's 880 px dialog. */
export default function DictFormModal({ def, parent, state, onClosed }: Props) {
  const { t } = useTranslation();
  const adding = state.mode === 'add';
  const { modalProps, formProps, form, close, query, mutation } = useModalForm<BaseRecord, HttpError, Values>({
    resource: def.name,
    action: adding ? 'create' : 'edit',
    id: adding ? undefined : state.id,
    redirect: false,
    mutationMode: 'pessimistic',
    defaultVisible: true,
    successNotification: () => ({ message: t(adding ? 'crud.addSuccess' : 'crud.updateSuccess'), type: 'success' }),
    errorNotification: false,
  });
  const requestClose = useDiscardGuard(form, close);
  const preset = presetOf(parent);
  const noun = t(parent ? 'dictionary.itemName' : def.noun);
  return (
    <Modal
      {...modalProps}
      title={t(adding ? 'crud.addTitle' : 'crud.editTitle', { name: noun })}
      width={def.dialogWidth ?? 880}
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
      <DictFormFields
        def={def}
        parent={parent}
        loading={!adding && !!query?.isLoading}
        formProps={saveKeepingInput({
          ...formProps,
          initialValues: adding ? { isSealed: 0, ...preset } : formProps.initialValues,
          // A new row always carries where it belongs, whatever the form shows.
          onFinish: (values) => formProps.onFinish?.(adding ? { ...values, ...preset } : values),
        })}
      />
    </Modal>
  );
}
