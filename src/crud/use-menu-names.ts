import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../providers/menu-types';
import { useSessionState } from '../providers/session-context';
import { menuLabel } from '../shell/menu-label';

const byId = (tree: MenuItem[], into = new Map<string, MenuItem>()) => {
  for (const item of tree) {
    into.set(item.id, item);
    if (item.children?.length) byId(item.children, into);
  }
  return into;
};

/**
 * Names a menu by id in the user's language, the way the sider does. A menu tree answer
 * (`menu/tree`) carries ids and Chinese names but no codes; the codes come from the user's own
 * menu, and a menu outside it keeps the server's name.
 */
export function useMenuNames(): (id: string, serverName: string) => string {
  const { t, i18n } = useTranslation();
  const { menus } = useSessionState();
  const index = useMemo(() => byId(menus ?? []), [menus]);
  const language = i18n.language;
  return useCallback(
    (id, serverName) => {
      const item = index.get(id);
      return item ? menuLabel({ code: item.code, name: serverName }, t, language) : serverName;
    },
    [index, t, language],
  );
}
