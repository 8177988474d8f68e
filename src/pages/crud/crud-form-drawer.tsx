import { useDrawerForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudFormFields } from './crud-form-fields';
import type { FormDialogProps } from './crud-form-modal';
import { formOptions, initialValuesOf, type FormValues } from './form-options';
import { saveKeepingInput } from './save-keeping-input';
import { useDiscardGuard } from './use-discard-guard';

/**
 * Add or edit in a drawer from the right, on Refine's `useDrawerForm`, for a resource that
 * declares `dialog: 'drawer'` (long forms). Its own chunk: only such resources load the drawer.
 */
export default function CrudFormDrawer({ def, state, onAdded, onClosed }: FormDialogProps) {
  const { t } = useTranslation();
  const { drawerProps, formProps, form, close, query, mutation } = useDrawerForm<BaseRecord, HttpError, FormValues>(
    formOptions(def, state, t, onAdded),
  );
  const requestClose = useDiscardGuard(form, close);
  const editing = state.mode === 'edit';
  return (
    <Drawer
      {...drawerProps}
      title={t(editing ? 'crud.editTitle' : 'crud.addTitle', { name: t(def.noun) })}
      width={def.dialogWidth ?? 720}
      maskClosable={false}
      onClose={requestClose}
      afterOpenChange={(open) => !open && onClosed()}
      footer={
        <Space className="crud-drawer-footer">
          <Button onClick={requestClose}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
            {editing ? t('crud.update') : t('crud.save')}
          </Button>
        </Space>
      }
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
    </Drawer>
  );
}
