import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Closing a dialog (Esc, ×, 取消) with input the user typed asks first; an untouched dialog closes
 * at once. Refine's own guard is a browser `confirm`, off for this app (`warnWhenUnsavedChanges`).
 * `changed` is the dialog's form (touched fields count), or a test of its own (an editable grid).
 */
export function useDiscardGuard(changed: FormInstance | (() => boolean), close: () => void): () => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(() => {
    if (!(typeof changed === 'function' ? changed() : changed.isFieldsTouched())) {
      close();
      return;
    }
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('crud.discardChanges'),
      okText: t('crud.discard'),
      cancelText: t('crud.keepEditing'),
      okButtonProps: { danger: true },
      // Enter keeps the input: throwing it away takes a deliberate click.
      autoFocusButton: 'cancel',
      onOk: close,
    });
  }, [changed, close, modal, t]);
}
