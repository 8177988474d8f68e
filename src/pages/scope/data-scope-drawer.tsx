import type { ActionDialogProps } from '../../resources/types';
import { dataScopeEntries } from '../../resources/system/data-scope';
import { ScopeDrawer } from './scope-drawer';

/** 权限配置 / 数据权限 of a menu row: its data scopes. */
export default function DataScopeDrawer({ rows, onDone }: ActionDialogProps) {
  return (
    <ScopeDrawer def={dataScopeEntries} menu={rows[0]} title="dataScope.drawerTitle" onClose={() => onDone(false)} />
  );
}
