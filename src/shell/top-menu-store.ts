// The chosen top menu, per browser tab; kept apart from the top-menu widget so that logout
// (in the first bundle) can clear it without pulling the widget in.
const KEY = 'saber-top-menu';

export const storedTopMenu = () => sessionStorage.getItem(KEY) ?? undefined;
export const storeTopMenu = (id: string | undefined) =>
  id ? sessionStorage.setItem(KEY, id) : sessionStorage.removeItem(KEY);
export const clearTopMenu = () => sessionStorage.removeItem(KEY);
