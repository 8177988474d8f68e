import { useCustomMutation, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';

type Answer = { msg?: string };

/**
 * 重置账号: asks with the organization and its admin account named, then `reset/{id}`; the
 * server's answer says to what the password was reset (the tenant's initial password), so that
 * message is what the user reads. An org without an admin account is told so, with nothing to send.
 */
export default function OrgResetDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const org = rows[0];
  const account = String(org.adminAccount ?? '').trim();
  const dialog = useActionDialog(onDone);
  const { mutateAsync, mutation } = useCustomMutation<Answer, HttpError, undefined>();

  const reset = async () => {
    // The whole R envelope (raw): its msg is the answer; a refusal is still a refusal, shown.
    const answer = await mutateAsync({
      url: otoApi.organization.reset(String(org.id)),
      method: 'post',
      values: undefined,
      meta: { raw: true },
      successNotification: false,
      errorNotification: false,
    }).catch(() => null);
    if (!answer) return;
    message.success(answer.data.msg || t('crud.success'));
    dialog.close();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={t('oto.org.resetTitle')}
      width={480}
      okButtonProps={{ danger: true, disabled: !account }}
      confirmLoading={mutation.isPending}
      onOk={reset}
    >
      <p>
        {account
          ? t('oto.org.resetConfirm', { orgName: String(org.orgName), account })
          : t('oto.org.resetNoAccount', { orgName: String(org.orgName) })}
      </p>
    </ActionModal>
  );
}
