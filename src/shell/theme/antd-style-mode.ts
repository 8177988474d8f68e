/**
 * How antd writes its styles, shared by the app (src/App.tsx) and the build's extraction of the
 * first screens' styles (scripts/antd-static-style.ts): both must agree for the browser to use
 * the extracted rules. With CSS variables and no hash class, antd's rules are the same for every
 * theme and colour (they read `var(--ant-…)`), so they can be written once at build time; a theme
 * or colour change rewrites only the variables.
 */
export const antdStyleMode = { cssVar: true, hashed: false } as const;
