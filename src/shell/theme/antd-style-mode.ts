/**
 * How antd writes its styles, shared by the app (src/App.tsx) and the build's extraction of the
 * first screens' styles (scripts/antd-static-style.ts): both must agree for the browser to use
 * the extracted rules. With CSS variables and no hash class, antd's rules are the same for every
 * theme and colour (they read `var(--ant-…)`), so they can be written once at build time; a theme
 * or colour change rewrites only the variables.
 */
export const antdStyleMode = { cssVar: true, hashed: false } as const;

/**
 * The derived tokens the console sets itself (shell/theme/readable-tokens.ts), in this order, in
 * every look. antd keys its rules by which derived tokens a theme overrides and in what order,
 * not by their values (seeds such as colorPrimary do not count): a look that set another list
 * would miss the build's rules and generate all of them in the browser.
 */
export const overriddenTokens = [
  'colorPrimaryHover',
  'colorInfoHover',
  'colorLinkHover',
  'colorErrorHover',
  'colorTextTertiary',
  'colorTextDescription',
] as const;

export type OverriddenToken = (typeof overriddenTokens)[number];

/** The build's stand-in for a look's overrides: the same names in the same order (values do not matter). */
export const overriddenTokensForExtraction = Object.fromEntries(overriddenTokens.map((name) => [name, '#000000']));
