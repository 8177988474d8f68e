import { CloseCircleOutlined, CloseOutlined, DownOutlined, SyncOutlined } from '@ant-design/icons';
import { App, Dropdown, Tabs, type MenuProps } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSessionState } from '../../providers/session-context';
import { tabLabel } from './tab-label';
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

  const close = (path: string) => navigate(store.close(path, pathname));
  const actions = (path: string): MenuProps => ({
    items: [
      { key: 'cache', icon: <SyncOutlined />, label: t('tabs.clearCache') },
      { key: 'others', icon: <CloseOutlined />, label: t('tabs.closeOthers') },
      { key: 'all', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
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
        if (path !== pathname) navigate(path);
      } else {
        navigate(store.closeAll());
      }
    },
  });

  return (
    <div className="tab-bar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        onChange={(path) => navigate(path)}
        onEdit={(path, action) => action === 'remove' && typeof path === 'string' && close(path)}
        items={tabs.map((path) => ({
          key: path,
          closable: store.isClosable(path),
          label: (
            <Dropdown trigger={['contextMenu']} menu={actions(path)}>
              <span className="tab-label" data-path={path}>
                {tabLabel(path, menus ?? [], t, i18n.language)}
              </span>
            </Dropdown>
          ),
        }))}
      />
      <Dropdown trigger={['click']} menu={actions(pathname)}>
        <button type="button" className="tab-bar-more" aria-label={t('tabs.more')}>
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
