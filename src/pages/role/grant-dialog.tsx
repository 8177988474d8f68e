import { useCustomMutation } from '@refinedev/core';
import { Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../crud/action-modal';
import { SaveConflictDialog } from '../../crud/save-conflict-dialog';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useSetConflict } from '../../crud/use-set-conflict';

/** What a grant saves: the call and its JSON body. */
type GrantCall = { url: string; values: Record<string, unknown> };

type Props = {
  title: string;
  /** Who is granted (the roles, the top menus), named under the title. */
  names: string;
  /** The trees to check; none while they or what is held load (a spinner, and no 确定). */
  trees: ReactNode | null;
  /** The save of what is checked. */
  grant: () => GrantCall | null;
  /** What the dialog opened with, and how to read it again and name it (use-set-conflict.ts). */
  sets: Omit<Parameters<typeof useSetConflict>[0], 'save'>;
  onDone: (changed: boolean) => void;
};

/** Of a `useCustom` answer: its data once in and not being fetched again (what is held is never shown stale). */
export const freshData = <T,>({ query, result }: { query: { isFetching: boolean }; result: { data?: T } }) =>
  result.data && !query.isFetching ? result.data : undefined;

/**
 * The dialog of a grant (the roles' 权限设置, a top menu's 菜单配置): whom it grants, the trees
 * checked with what they hold, and 确定 posting what is checked (操作成功!, and the list behind
 * refreshes); a refusal keeps the dialog and the checks.
 */
export function GrantDialog({ title, names, trees, grant, sets, onDone }: Props) {
  const { t } = useTranslation();
  const dialog = useActionDialog(onDone);
  const { mutateAsync, mutation } = useCustomMutation();
  const save = async () => {
    const call = grant();
    if (!call) return;
    await mutateAsync({
      ...call,
      method: 'post',
      successNotification: () => ({ message: t('crud.success'), type: 'success' }),
      errorNotification: false,
    }).then(dialog.finish, () => undefined);
  };
  // What is checked replaces what the server holds: saved only over the sets the dialog opened with.
  const conflict = useSetConflict({ ...sets, save });
  return (
    <ActionModal
      dialog={dialog}
      title={title}
      width={480}
      maskClosable={false}
      okButtonProps={{ disabled: !trees }}
      confirmLoading={mutation.isPending || conflict.checking}
      onOk={() => void conflict.submit().catch(() => undefined)}
    >
      <SaveConflictDialog {...conflict} />
      <Typography.Text type="secondary">{t('role.grantFor', { names })}</Typography.Text>
      {trees ?? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
    </ActionModal>
  );
}
