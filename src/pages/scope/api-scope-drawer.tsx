import type { ActionDialogProps } from '../../resources/types';
import { apiScopeEntries } from '../../resources/system/api-scope';
import { ScopeDrawer } from './scope-drawer';

/** 权限配置 / 接口权限 of a menu row: its API scopes. */
export default function ApiScopeDrawer({ rows, onDone }: ActionDialogProps) {
  return (
    <ScopeDrawer def={apiScopeEntries} menu={rows[0]} title="apiScope.drawerTitle" onClose={() => onDone(false)} />
  );
}
