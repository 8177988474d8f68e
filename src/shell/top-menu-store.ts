// The chosen top menu, per browser tab; kept apart from the top-menu widget so that logout
// (in the first bundle) can clear it without pulling the widget in.
import { guardedSession } from '../providers/guarded-storage';

const KEY = 'saber-top-menu';

export const storedTopMenu = () => guardedSession.getItem(KEY) ?? undefined;
export const storeTopMenu = (id: string | undefined) =>
  id ? guardedSession.setItem(KEY, id) : guardedSession.removeItem(KEY);
export const clearTopMenu = () => guardedSession.removeItem(KEY);
