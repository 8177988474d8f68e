import { useLogout } from '@refinedev/core';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Log out after the spec's confirm (退出系统, 是否继续?): the user menu and the palette ask alike. */
export function useConfirmLogout() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { mutate: logout } = useLogout();
  return useCallback(() => {
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('shell.logoutConfirm'),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      onOk: () => logout(),
    });
  }, [modal, t, logout]);
}
