import { useCustomMutation } from '@refinedev/core';
import { Modal, Spin } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinPath } from '../../providers/endpoints';
import type { ActionDialogProps } from '../../resources/types';
import { useInitPassword } from './init-password';
import { userIdsOf } from './user-ids';

/**
 * 密码重置: asks first, naming the password the accounts will get (param account.initPassword),
 * then sends `user/reset-password?userIds=`.
 */
export default function ResetPasswordDialog({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [changed, setChanged] = useState(false);
  const { password, loading } = useInitPassword();
  const { mutateAsync, mutation } = useCustomMutation();

  const reset = () =>
    mutateAsync({
      url: `${joinPath(def.api.base, 'reset-password')}?${new URLSearchParams({ userIds: userIdsOf(rows) })}`,
      method: 'post',
      values: {},
      successNotification: () => ({
        message: password ? t('user.resetSuccess', { password }) : t('crud.success'),
        type: 'success',
      }),
      errorNotification: false,
    })
      .then(() => {
        setChanged(true);
        setOpen(false);
      })
      .catch(() => undefined);

  return (
    <Modal
      open={open}
      title={
        <span>
          <ExclamationCircleFilled style={{ color: 'var(--ant-color-warning, #faad14)', marginInlineEnd: 8 }} />
          {t('crud.confirmTitle')}
        </span>
      }
      width={420}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: loading }}
      confirmLoading={mutation.isPending}
      onOk={reset}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(changed)}
    >
      <Spin spinning={loading}>
        <p>{password ? t('user.resetConfirm', { password }) : t('user.resetConfirmUnknown')}</p>
      </Spin>
    </Modal>
  );
}
