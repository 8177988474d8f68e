import type { AccessControlProvider } from '@refinedev/core';
import type { PermissionMap } from './menu-types';
import type { SessionStore } from './session-store';

/** Refine actions to the Blade button suffixes of spec §6 (`param_add`, `param_delete`, ...). */
const suffixOf: Record<string, string> = {
  create: 'add',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  show: 'view',
  view: 'view',
};

/** The permission code for an action; an action already spelled as a code is used as is. */
function permissionCode(prefix: string, action: string): string {
  return suffixOf[action] ? `${prefix}_${suffixOf[action]}` : action;
}

/**
 * Whether the button map holds the action's button: the one place an action becomes a Blade code.
 * Synchronous, so a page checks all its buttons in one pass over the session's map (`useSessionState`).
 */
export function isAllowed(permissions: PermissionMap, prefix: string, action: string): boolean {
  return permissions[permissionCode(prefix, action)] === true;
}

/** Answers from the permission map loaded once after the menu: no request per check. */
export function createAccessControlProvider(session: SessionStore): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      const prefix = (params?.resource?.meta?.permission as string | undefined) ?? resource ?? '';
      return { can: isAllowed(session.get().permissions, prefix, action) };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
