import { useCan } from '@refinedev/core';
import type { CrudActions, ResourceDef } from '../../resources/types';

type Action = keyof CrudActions;

// Refine's action names; the access-control provider maps them to Blade's `<res>_add` and the like.
const refineAction: Record<Action, string> = { add: 'create', edit: 'edit', delete: 'delete', view: 'show' };

/** One action: declared on the page and granted by the access-control provider (hidden until known). */
function useAllowed(def: ResourceDef, action: Action): boolean {
  const declared = !!def.actions[action];
  const { data } = useCan({
    resource: def.name,
    action: refineAction[action],
    params: { resource: { name: def.name, meta: { permission: def.permission } } },
    queryOptions: { enabled: declared },
  });
  return declared && data?.can === true;
}

/** Which of the page's buttons this user may see. Buttons without permission are hidden, not disabled. */
export function useCrudPermissions(def: ResourceDef) {
  return {
    add: useAllowed(def, 'add'),
    edit: useAllowed(def, 'edit'),
    delete: useAllowed(def, 'delete'),
    view: useAllowed(def, 'view'),
  };
}
