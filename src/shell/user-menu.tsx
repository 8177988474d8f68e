import { DashboardOutlined, DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Avatar, Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { config } from '../config';
import { useConfirmLogout } from './use-confirm-logout';
import { usePopupTooltip } from './use-popup-tooltip';
import { useRoleNames } from './use-role-names';
import { useFirstScreenDrawn } from './first-screen';
// Only switch mode has it, and only a click opens it.
const SwitchRoleDialog = lazy(() => import('./switch-role-dialog').then((m) => ({ default: m.SwitchRoleDialog })));

type Identity = { name: string; avatar: string };

/**
 * Dashboard, user info, switch dept/role (switch mode only), logout with confirm. The name in the
 * top bar is cut short so a long one cannot push the other widgets; hovering it, or opening the
 * menu (headed by the whole name and the session's roles), shows it in full.
 */
export function UserMenu({ switchMode = config.switchMode }: { switchMode?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const { popupOpen, onPopupOpenChange, tooltipOpen } = usePopupTooltip();
  const { data: user } = useGetIdentity<Identity>();
  // The picture is fetched once the first screen is drawn.
  const drawn = useFirstScreenDrawn();
  const roleNames = useRoleNames();
  const confirmLogout = useConfirmLogout();
  const identity = (
    <div className="user-menu-identity" data-testid="user-menu-identity">
      <div className="user-menu-identity-name">{user?.name}</div>
      {roleNames && <div>{roleNames}</div>}
    </div>
  );
  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: identity,
      children: [
        {
          key: 'dashboard',
          icon: <DashboardOutlined aria-hidden />,
          label: t('shell.dashboard'),
          onClick: () => {
            navigate('/wel/dashboard');
          },
        },
        {
          key: 'info',
          icon: <UserOutlined aria-hidden />,
          label: t('shell.userInfo'),
          onClick: () => {
            navigate('/info/index');
          },
        },
        ...(switchMode
          ? [
              {
                key: 'switch',
                icon: <SwapOutlined aria-hidden />,
                label: t('switch.title'),
                onClick: () => setSwitching(true),
              },
            ]
          : []),
      ],
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('shell.logout'), onClick: confirmLogout },
  ];
  return (
    <>
      {/* A button: reached by Tab and opened by Enter; the menu takes focus, so the arrows walk it. */}
      <Dropdown trigger={['click']} menu={{ items }} open={popupOpen} onOpenChange={onPopupOpenChange} autoFocus>
        <Button type="text" className="user-menu" aria-label={user?.name} data-testid="user-menu">
          {/* The icon until the identity (and its picture) is in, or if the picture fails: an empty
              avatar would measure its text at mount, a forced layout in the first frame. */}
          <Avatar size={28} src={drawn ? user?.avatar : undefined} icon={<UserOutlined aria-hidden />} alt="" />
          <Tooltip title={user?.name} placement="bottom" open={tooltipOpen}>
            <span className="user-menu-name">{user?.name}</span>
          </Tooltip>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {switchMode && switching && (
        <Suspense fallback={null}>
          <SwitchRoleDialog open onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </>
  );
}
