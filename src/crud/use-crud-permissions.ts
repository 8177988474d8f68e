import { useMemo } from 'react';
import { isAllowed } from '../providers/access-control';
import { useSessionState } from '../providers/session-context';
import type { CrudActions, CustomAction, ResourceDef } from '../resources/types';

/** One empty list for every page without granted actions: a new `[]` would rebuild its columns. */
const NONE: CustomAction[] = [];

/**
 * Which of the page's buttons this user may see: the declared ones whose code the session's
 * button map holds (hidden, not disabled, otherwise). One read of the map for the page, however
 * many actions it declares; the answer changes only when the map does.
 */
export function useCrudPermissions(def: ResourceDef) {
  const { permissions } = useSessionState();
  return useMemo(() => {
    const allowed = (action: keyof CrudActions) =>
      !!def.actions[action] && isAllowed(permissions, def.permission, action);
    const granted = (actions: CustomAction[]) => {
      const held = actions.filter((action) => isAllowed(permissions, def.permission, action.permission));
      return held.length ? held : NONE;
    };
    return { add: allowed('add'), edit: allowed('edit'), delete: allowed('delete'), view: allowed('view'), granted };
  }, [def, permissions]);
}
