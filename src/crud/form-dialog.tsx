import { Button } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';
import { SaveConflictDialog } from './save-conflict-dialog';
import type { DialogControl } from './use-action-dialog';

type Props = {
  dialog: DialogControl;
  editing: boolean;
  /** What is added or edited, in the title: 新增参数, 编辑参数. */
  noun: string;
  width: number;
  variant?: 'modal' | 'drawer';
  /** The one save (保存 / 修改) and its progress... */
  saving?: boolean;
  onSave?: () => void;
  /** ... or saves of the dialog's own (a draft and a submit). */
  saves?: ReactNode[];
  /** An edit's check against the server's record (useFormDialog): its dialog and, after a reload, what was typed. */
  conflict?: ComponentProps<typeof SaveConflictDialog>;
  /** The form. */
  children: ReactNode;
};

/**
 * The add or edit dialog of a record (the generic list's, the dictionary's, a menu's scopes, the
 * one-to-one forms): the title by mode, 取消 and the save, closed by a click beside it only
 * through 取消 (which asks before throwing typed input away).
 */
export function FormDialog({
  dialog,
  editing,
  noun,
  width,
  variant,
  saving,
  onSave,
  saves,
  conflict,
  children,
}: Props) {
  const { t } = useTranslation();
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
        ...(saves ?? [
          <Button key="save" type="primary" loading={saving} onClick={onSave}>
            {t(editing ? 'crud.update' : 'crud.save')}
          </Button>,
        ]),
      ]}
    >
      {conflict && <SaveConflictDialog {...conflict} />}
      {children}
    </DialogFrame>
  );
}
