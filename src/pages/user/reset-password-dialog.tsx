import { Spin } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost, withQuery } from '../../crud/use-action-post';
import { useInitPassword } from './init-password';
import { userIdsOf } from './user-ids';

/**
 * 密码重置: asks first, naming the password the accounts will get (param account.initPassword),
 * then sends `user/reset-password?userIds=`.
 */
export default function ResetPasswordDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const dialog = useActionDialog(onDone);
  const { password, loading } = useInitPassword();
  const { post, pending } = useActionPost();

  const reset = async () => {
    const url = withQuery(systemApi.user.resetPassword, { userIds: userIdsOf(rows) });
    if (await post(url, undefined, password ? t('user.resetSuccess', { password }) : t('crud.success')))
      dialog.finish();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={
        <span>
          <ExclamationCircleFilled
            aria-hidden
            style={{ color: 'var(--ant-color-warning, #faad14)', marginInlineEnd: 8 }}
          />
          {t('crud.confirmTitle')}
        </span>
      }
      width={420}
      okButtonProps={{ disabled: loading }}
      confirmLoading={pending}
      onOk={reset}
    >
      <Spin spinning={loading}>
        <p>{password ? t('user.resetConfirm', { password }) : t('user.resetConfirmUnknown')}</p>
      </Spin>
    </ActionModal>
  );
}
