import { useCustom, useInvalidateAuthStore } from '@refinedev/core';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionServices } from '../providers/session-context';
import { sessionApi } from '../resources/session-api';

type Props = { open: boolean; onClose: () => void };
type Option = { id: string; deptName?: string; roleName?: string };
type Kind = 'dept' | 'role';

// A user acting with all of their depts or roles has a comma list there: nothing is picked yet.
const single = (id: string | undefined) => (id && !id.includes(',') ? id : undefined);

/** The depts or roles the user may act with, as select options (fetched while the dialog is open). */
function useChoices(kind: Kind, userId: string | undefined, open: boolean) {
  const { result } = useCustom<Option[]>({
    url: kind === 'dept' ? sessionApi.deptSelect : sessionApi.roleSelect,
    method: 'get',
    config: { query: { userId } },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  // Refine answers `{}` until the data arrives.
  const list = Array.isArray(result.data) ? result.data : [];
  return list.map((option) => ({
    value: String(option.id),
    label: kind === 'dept' ? option.deptName : option.roleName,
  }));
}

export function SwitchRoleDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { menus, storage, http } = useSessionServices();
  const invalidateAuth = useInvalidateAuthStore();
  const user = storage.getUser();
  const [form] = Form.useForm<{ deptId: string; roleId: string }>();
  const choices = { dept: useChoices('dept', user?.userId, open), role: useChoices('role', user?.userId, open) };

  const submit = async ({ deptId, roleId }: { deptId: string; roleId: string }) => {
    const current = storage.getUser();
    if (!current) return;
    storage.setUser({ ...current, deptId, roleId });
    try {
      await http.refresh();
      await menus.loadAll();
      await invalidateAuth();
      message.success(t('switch.done'));
      onClose();
    } catch {
      storage.setUser(current);
    }
  };

  return (
    <Modal
      open={open}
      title={t('switch.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ deptId: single(user?.deptId), roleId: single(user?.roleId) }}
      >
        {(['dept', 'role'] as const).map((kind) => (
          <Form.Item
            key={kind}
            name={`${kind}Id`}
            label={t(`switch.${kind}`)}
            rules={[{ required: true, message: t(`switch.${kind}Required`) }]}
          >
            <Select options={choices[kind]} placeholder={t(`switch.${kind}Required`)} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
