import { Menu } from 'antd';
import type { MenuProps } from 'antd';

type ItemType = NonNullable<MenuProps['items']>[number];
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuTarget, type MenuItem } from '../providers/menu-types';
import { MenuIcon } from './menu-icon';
import { menuLabel } from './menu-label';

const keyOf = (item: MenuItem) => (item.children?.length ? `group:${item.id}` : menuTarget(item));

/** The ancestors of the current path, so its group is open on arrival. */
function ancestors(tree: MenuItem[], path: string, trail: string[] = []): string[] | null {
  for (const item of tree) {
    if (menuTarget(item) === path) return trail;
    if (item.children?.length) {
      const hit = ancestors(item.children, path, [...trail, keyOf(item)]);
      if (hit) return hit;
    }
  }
  return null;
}

type Props = { menus: MenuItem[]; collapsed: boolean; theme: 'dark' | 'light' };

export function SiderMenu({ menus, collapsed, theme }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestors(menus, pathname) ?? []);
  // Arriving at a page (from a tab, the palette or a link) opens its group; the groups the user
  // opened or closed stay as they are until then.
  const [arrival, setArrival] = useState({ menus, pathname });
  if (arrival.menus !== menus || arrival.pathname !== pathname) {
    setArrival({ menus, pathname });
    const trail = ancestors(menus, pathname);
    if (trail?.length) setOpenKeys((keys) => [...new Set([...keys, ...trail])]);
  }

  const items = useMemo(() => {
    const build = (nodes: MenuItem[]): ItemType[] =>
      nodes.map((item) => ({
        key: keyOf(item),
        icon: <MenuIcon source={item.source} />,
        label: menuLabel(item, t, i18n.language),
        children: item.children?.length ? build(item.children) : undefined,
      }));
    return build(menus);
  }, [menus, t, i18n.language]);

  return (
    <Menu
      mode="inline"
      // antd gives each item a tooltip for the folded sider, and an empty one while it is open: a
      // trigger per item on every first render, for nothing.
      _internalDisableMenuItemTitleTooltip={!collapsed}
      theme={theme}
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => navigate(key)}
    />
  );
}
