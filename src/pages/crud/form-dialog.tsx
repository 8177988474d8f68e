import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';
import type { FormDialogControl } from './use-form-dialog';

type Props = {
  control: FormDialogControl;
  /** What is added or edited, in the title: 新增参数, 编辑参数. */
  noun: string;
  width: number;
  variant?: 'modal' | 'drawer';
  /** The form's fields, given `control.formProps`. */
  children: ReactNode;
};

/**
 * The add or edit dialog of a record (the generic list's, the dictionary's, a menu's scopes): the
 * title by mode, 取消 and 保存 / 修改 with the save's progress, closed by a click beside it only
 * through 取消 (which asks before throwing input away).
 */
export function FormDialog({ control, noun, width, variant, children }: Props) {
  const { t } = useTranslation();
  const { dialog, editing, saving, form } = control;
  return (
    <DialogFrame
      dialog={dialog}
      variant={variant}
      title={t(editing ? 'crud.editTitle' : 'crud.addTitle', { name: noun })}
      width={width}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={dialog.cancel}>
          {t('crud.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
          {t(editing ? 'crud.update' : 'crud.save')}
        </Button>,
      ]}
    >
      {children}
    </DialogFrame>
  );
}
