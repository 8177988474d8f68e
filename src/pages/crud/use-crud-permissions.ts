import { isAllowed } from '../../providers/access-control';
import { useSessionState } from '../../providers/session-context';
import type { ResourceDef } from '../../resources/types';

/** Which of the page's buttons this user may see: declared on the page and granted by the server. */
export function useCrudPermissions(def: ResourceDef) {
  const { permissions } = useSessionState();
  const allowed = (action: 'add' | 'edit' | 'delete' | 'view') =>
    !!def.actions[action] && isAllowed(permissions, def.permission, action);
  return { add: allowed('add'), edit: allowed('edit'), delete: allowed('delete'), view: allowed('view') };
}
