import type { Caller } from './auth-guard';
import type { StandinDb } from './standin-db';
import { grantedMenus } from './menu-tree';

// Button permissions, enforced on writes the way Blade's @PreAuth("hasPermission('param_delete')")
// does. Read from the same grants `menu/buttons` answers (the session's roles → their category-2
// menus, within the tenant's package), so a button the client hides is exactly a call that is
// refused.

export type WriteKind = 'add' | 'edit' | 'delete';

/** The button code a write needs: `<resource>_add` / `_edit` / `_delete`. */
export const permissionCode = (resource: string, kind: WriteKind): string => `${resource}_${kind}`;

/** True when one of the session's roles is granted the button `code`. */
export const holdsPermission = (db: StandinDb, caller: Caller, code: string): boolean =>
  grantedMenus(db, caller).some((menu) => menu.category === 2 && menu.code === code);
