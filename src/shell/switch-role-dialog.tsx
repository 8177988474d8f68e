import { useCustom, useInvalidateAuthStore } from '@refinedev/core';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../config';
import { useSessionServices } from '../providers/session-context';

type Props = { open: boolean; onClose: () => void };
type Option = { id: string; deptName?: string; roleName?: string };

const mgmt = `/${config.services.management}`;

// A user acting with all of their depts or roles has a comma list there: nothing is picked yet.
const single = (id: string | undefined) => (id && !id.includes(',') ? id : undefined);

/**
 * Switch dept/role (switch mode only): the choice rides in the Role-Id/Dept-Id headers, the token
 * is refreshed for the new role, and the menu and permissions are reloaded.
 */
export function SwitchRoleDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { menus, storage, http } = useSessionServices();
  const invalidateAuth = useInvalidateAuthStore();
  const user = storage.getUser();
  const [form] = Form.useForm<{ deptId: string; roleId: string }>();
  const options = (kind: 'dept' | 'role') => ({
    url: `${mgmt}/${kind}/select`,
    method: 'get' as const,
    config: { query: { userId: user?.userId } },
    queryOptions: { enabled: open },
    errorNotification: false as const,
  });
  // Refine answers `{}` until the data arrives.
  const listOf = (data: unknown) => (Array.isArray(data) ? (data as Option[]) : []);
  const depts = listOf(useCustom<Option[]>(options('dept')).result.data);
  const roles = listOf(useCustom<Option[]>(options('role')).result.data);

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
        <Form.Item
          name="deptId"
          label={t('switch.dept')}
          rules={[{ required: true, message: t('switch.deptRequired') }]}
        >
          <Select
            options={depts.map((d) => ({ value: String(d.id), label: d.deptName }))}
            placeholder={t('switch.deptRequired')}
          />
        </Form.Item>
        <Form.Item
          name="roleId"
          label={t('switch.role')}
          rules={[{ required: true, message: t('switch.roleRequired') }]}
        >
          <Select
            options={roles.map((r) => ({ value: String(r.id), label: r.roleName }))}
            placeholder={t('switch.roleRequired')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
