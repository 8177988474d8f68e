import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { App, Avatar, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type Identity = { name: string; avatar: string; roleName?: string };

export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: user } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const confirmLogout = () =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('shell.logoutConfirm'),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      onOk: () => logout(),
    });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: confirmLogout }],
      }}
    >
      <Space className="user-menu" role="button" aria-label={user?.name} data-testid="user-menu">
        <Avatar size={28} src={user?.avatar} alt="" />
        <span>{user?.name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
