/** The local-storage key of the chosen language; index.html's preload reads it too (vite.config.ts). */
export const LANGUAGE_KEY = 'saber-language';
