// What index.html carries of the prerendered login screen (login-prerender-plugin.ts): a template per
// language and a small inline script that, for a guest at /login in the looks the screen was drawn
// in, puts one into #root before the entry runs (main.tsx then hydrates it). Pure, for a test.

import type { PrerenderedLogin } from '../src/login-prerender.tsx';

export type Screen = PrerenderedLogin;

type ChooserKeys = { token: string; language: string; theme: string; color: string };

export type ChooserOptions = {
  keys: ChooserKeys;
  /** The looks drawn with antd's dark algorithm: the screen was drawn in the light one. */
  darkThemes: readonly string[];
  /** The default primary colour (config.themeColor): a picked other one changes the screen. */
  defaultColor: string;
};

/**
 * React's preload of the logo, which it puts first: not part of #root's markup, and the logo in
 * the screen is fetched as the template is put in place anyway.
 */
const HOISTED = /^(<link\b[^>]*>)+/;

const withoutHoisted = (html: string): string => html.replace(HOISTED, '');

/** The chooser's text (ES2017, no modules: it runs as the HTML is parsed, before the entry). */
export function chooserScript({ keys, darkThemes, defaultColor }: ChooserOptions): string {
  const json = (value: unknown) => JSON.stringify(value);
  return `(function () {
  try {
    var root = document.getElementById('root');
    var stored = function (key) { return localStorage.getItem(key); };
    if (location.pathname.replace(/\\/+$/, '') !== '/login' || stored(${json(keys.token)})) return;
    if (/[?&]code=/.test(location.search) || (history.state && history.state.usr)) return;
    var color = stored(${json(keys.color)});
    if (${json(darkThemes)}.indexOf(stored(${json(keys.theme)})) >= 0) return;
    if (color && /^#[0-9a-f]{6}$/i.test(color) && color.toLowerCase() !== ${json(defaultColor.toLowerCase())}) return;
    var language = stored(${json(keys.language)}) === 'en' ? 'en' : 'zh';
    var screen = function (name) { return document.getElementById('login-screen-' + name).content.cloneNode(true); };
    document.head.appendChild(screen('style'));
    root.replaceChildren(screen(language));
    root.setAttribute('data-prerendered', language);
    // Until the hydrated page has it (src/pages/login/prerendered-form.ts): a submit would reload.
    root.addEventListener('submit', function (event) {
      if (!root.hasAttribute('data-prerendered')) return;
      event.preventDefault();
      root.setAttribute('data-submit-pending', '');
    }, true);
  } catch (error) {}
})();`;
}

/** The templates and the chooser, to follow #root in index.html's body. */
export function loginScreenHtml(screens: Record<string, Screen>, options: ChooserOptions): string {
  // The theme's variables are the same in every language: written once.
  const variables = Object.values(screens)[0]?.variables ?? '';
  const templates = [
    `<template id="login-screen-style"><style data-login-screen>${variables}</style></template>`,
    ...Object.entries(screens).map(
      ([language, screen]) => `<template id="login-screen-${language}">${withoutHoisted(screen.html)}</template>`,
    ),
  ];
  return `${templates.join('')}<script>${chooserScript(options)}</script>`;
}
