import { CloseCircleOutlined, CloseOutlined, DownOutlined, SyncOutlined } from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSessionState } from '../../providers/session-context';
import { afterPaint } from '../../lib/when-idle';
import { tabLabel } from './tab-label';
import { TabStrip } from './tab-strip';
import type { TabsStore } from './tabs-store';

type Props = { store: TabsStore; onClearCache: () => Promise<unknown> };

/** The visited pages as closable tabs, with clear cache / close others / close all. */
export function TabBar({ store, onClearCache }: Props) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menus } = useSessionState();
  const tabs = useSyncExternalStore(store.subscribe, store.get);
  const picked = useSyncExternalStore(store.subscribe, store.showing);
  const active = picked ?? pathname;
  // A kept tab whose page no longer has a name (its menu is gone) is not shown by its raw path.
  const labelled = tabs.flatMap((path) => {
    const label = tabLabel(path, menus ?? [], t, i18n.language);
    return label === undefined ? [] : [{ path, label }];
  });
  // Show the page first (a plain state update, painted at once), then let the router, whose
  // navigation re-renders the frame as a transition, catch up after that paint. The tab's address
  // is the one it was left at (its list's page, search and order).
  const open = (path: string) => {
    store.show(path);
    afterPaint(() => {
      navigate(store.urlOf(path));
    });
  };
  const goTo = (path: string) => {
    if (path !== pathname) navigate(store.urlOf(path));
  };

  // A tab closed from the keyboard (its close button had focus, and is gone): focus goes to the tab
  // shown in its place, not to the page's body.
  const bar = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const close = (path: string) => {
    refocus.current = !!bar.current?.contains(document.activeElement);
    goTo(store.close(path, pathname));
  };
  useEffect(() => {
    if (!refocus.current) return;
    const shown = bar.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    // Closing the shown tab: the list changes first, the router's move to its neighbour after.
    if (!shown) return;
    refocus.current = false;
    shown.focus();
  }, [active, tabs]);
  const actions = (path: string): MenuProps => ({
    items: [
      { key: 'cache', icon: <SyncOutlined aria-hidden />, label: t('tabs.clearCache') },
      { key: 'others', icon: <CloseOutlined aria-hidden />, label: t('tabs.closeOthers') },
      { key: 'all', icon: <CloseCircleOutlined aria-hidden />, label: t('tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'cache') {
        modal.confirm({
          title: t('crud.confirmTitle'),
          content: t('tabs.clearCacheConfirm'),
          okText: t('crud.ok'),
          cancelText: t('crud.cancel'),
          onOk: () => onClearCache().then(() => message.success(t('tabs.cacheCleared'))),
        });
      } else if (key === 'others') {
        store.closeOthers(path);
        goTo(path);
      } else {
        goTo(store.closeAll());
      }
    },
  });

  // One context menu for the whole bar (not a dropdown per tab): it acts on the tab right-clicked.
  const [menuPath, setMenuPath] = useState(pathname);
  const [moreOpen, setMoreOpen] = useState(false);
  const onContextMenu = (event: MouseEvent) => {
    const path = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]')?.dataset.path;
    if (path) setMenuPath(path);
    else event.preventDefault();
  };

  const strip = labelled.map(({ path, label }) => ({ path, label, closable: store.isClosable(path) }));

  return (
    <div className="tab-bar" data-testid="tab-bar" ref={bar}>
      <Dropdown trigger={['contextMenu']} menu={actions(menuPath)}>
        <div className="tab-bar-tabs">
          <TabStrip tabs={strip} active={active} onOpen={open} onClose={close} onContextMenu={onContextMenu} />
        </div>
      </Dropdown>
      {/* The menu takes focus when it opens, so the arrows walk it. */}
      <Dropdown trigger={['click']} menu={actions(pathname)} open={moreOpen} onOpenChange={setMoreOpen} autoFocus>
        <button type="button" className="tab-bar-more" aria-label={t('tabs.more')}>
          <DownOutlined aria-hidden />
        </button>
      </Dropdown>
    </div>
  );
}
