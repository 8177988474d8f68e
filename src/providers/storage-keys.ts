// The browser-storage keys index.html's inline preload script reads before the app runs
// (vite.config.ts), kept in a file with no imports so the build's config can read them too.

/** The local-storage key of the chosen language. */
export const LANGUAGE_KEY = 'saber-language';
/** The local-storage key of the stored token: a reload with one opens the console, not /login. */
export const TOKEN_KEY = 'saber-token';
/** The session-storage key of this tab's lock (spec §4); login and logout clear it. */
export const LOCK_KEY = 'saber-lock';
/** The local-storage key of the lock every tab of the login follows; login and logout clear it. */
export const SHARED_LOCK_KEY = 'saber-lock-shared';
/** The local-storage key of the logged-in user (tenant, account, names): the error log is kept per user, and switch mode's Role-Id and Dept-Id come from it. */
export const USER_KEY = 'saber-userInfo';
/** The local-storage key of the chosen look (src/shell/theme/theme-store.ts); /login's face is drawn for the default look only. */
export const THEME_KEY = 'saber-theme';
/** The local-storage key of the picked primary colour. */
export const COLOR_KEY = 'saber-color';
