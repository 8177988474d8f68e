import { EllipsisOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Menu } from 'antd';
import { useState } from 'react';
import { useSessionServices } from '../providers/session-context';
import { sessionApi } from '../resources/session-api';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './menu-icon';
import { menuLabel } from './menu-label';
import { storedTopMenu, storeTopMenu } from './top-menu-store';
import { useFirstScreenDrawn } from './first-screen';

type TopMenuItem = { id: string; code: string; name: string; source?: string };

/**
 * The server's top menus; picking one reloads the sider from `menu/routes?topMenuId=`. Mounted
 * once the first screen is drawn: the sider works without it, and refine's query hook cost the
 * first render ~3 ms even while it waited.
 */
export function TopMenu() {
  return useFirstScreenDrawn() ? <TopMenuItems /> : null;
}

function TopMenuItems() {
  const { t, i18n } = useTranslation();
  const { menus, store } = useSessionServices();
  const [active, setActive] = useState(storedTopMenu);
  const { result } = useCustom<TopMenuItem[]>({
    url: sessionApi.menus.topMenus,
    method: 'get',
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  const items = (Array.isArray(result.data) ? result.data : []) as TopMenuItem[];
  if (items.length === 0) return null;
  return (
    <Menu
      // antd's overflow "…" is named "ellipsis" in English.
      overflowedIndicator={<EllipsisOutlined aria-label={t('shell.moreMenus')} />}
      className="top-menu"
      mode="horizontal"
      selectedKeys={active ? [active] : []}
      items={items.map((item) => ({
        key: item.id,
        icon: <MenuIcon source={item.source ?? item.code} />,
        label: menuLabel(item, t, i18n.language),
      }))}
      onClick={({ key }) => {
        const next = key === active ? undefined : key;
        setActive(next);
        storeTopMenu(next);
        // Picking the active top menu again goes back to the whole menu.
        if (next) void menus.loadRoutes(next).catch(() => undefined);
        else store.setSiderMenus(null);
      }}
    />
  );
}
