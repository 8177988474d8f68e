import type { BaseRecord } from '@refinedev/core';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import '../../crud/crud-page.css';
import { useMenuNames } from '../../crud/use-menu-names';
import { ScopeTable } from './scope-table';

type Props = { def: ResourceDef; menu: BaseRecord; title: string; onClose: () => void };

/** A menu's data or API scopes in a drawer from the right (Saber: "[<menu>] 数据权限配置", 1000 px). */
export function ScopeDrawer({ def, menu, title, onClose }: Props) {
  const { t } = useTranslation();
  const name = useMenuNames()(String(menu.id), String(menu.name ?? ''));
  return (
    <Drawer open title={t(title, { name })} width="min(1000px, 100vw)" onClose={onClose} destroyOnHidden>
      <div className="crud-page">
        <ScopeTable
          def={def}
          menu={{ id: String(menu.id), code: String(menu.code ?? ''), name: String(menu.name ?? '') }}
        />
      </div>
    </Drawer>
  );
}
