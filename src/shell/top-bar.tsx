import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

export function TopBar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="top-bar">
      <Button
        type="text"
        onClick={onToggle}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
      />
      <Space size="middle">
        <LanguageSwitch />
        <UserMenu />
      </Space>
    </div>
  );
}
