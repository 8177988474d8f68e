import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenButton } from './fullscreen-button';
import { LanguageSwitch } from './language-switch';
import { LockButton } from './lock/lock-button';
import { MenuSearchBox } from './menu-search/menu-palette';
import { NoticePopover } from './notice-popover';
import { PrimaryColorPicker } from './theme/color-picker';
import { ThemePicker } from './theme/theme-picker';
import { TopBarButton } from './top-bar-button';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

type Props = { collapsed: boolean; onToggle: () => void; errorLog?: ReactNode };

export const TopBar = memo(function TopBar({ collapsed, onToggle, errorLog }: Props) {
  const { t } = useTranslation();
  return (
    <div className="top-bar">
      <div className="top-bar-left">
        <TopBarButton
          label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
          icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          testId="collapse-toggle"
          onClick={onToggle}
        />
        <TopMenu />
      </div>
      <Space size={4} className="top-bar-right">
        <MenuSearchBox />
        {errorLog}
        <LockButton />
        <FullscreenButton />
        <ThemePicker />
        <PrimaryColorPicker />
        <NoticePopover />
        <LanguageSwitch
          wrap={(button, open) => (
            // Named on hover like its neighbours, but not over its own open choices.
            <Tooltip title={t('shell.language')} open={open ? false : undefined}>
              <span>{button}</span>
            </Tooltip>
          )}
        />
        <UserMenu />
      </Space>
    </div>
  );
});
