// What index.html carries of the prerendered login screen (login-prerender-plugin.ts): a template per
// language, a small inline script first in <head> that decides who gets it and loads the entry,
// and one after #root that, for a guest at /login in the looks the screen was drawn in, puts it
// into #root before the entry runs (main.tsx then hydrates it). Pure, for a test.

import type { PrerenderedLogin } from '../src/login-prerender.tsx';

export type Screen = PrerenderedLogin;

type StoredKeys = { token: string; language: string; theme: string; color: string };

export type VerdictOptions = {
  keys: StoredKeys;
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

/** The entry's script and the modules preloaded with it, as the build wrote them into <head>. */
export type Entry = { script: string; preloads: readonly string[] };

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Takes the entry's tags out of the built index.html: the verdict script loads them (below). */
export function withoutEntry(html: string): { html: string; entry: Entry } {
  const script = ENTRY_SCRIPT.exec(html)?.[1];
  if (!script) throw new Error('login prerender: index.html has no entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry: { script, preloads } };
}

/**
 * The verdict's text, first in <head> (ES2017, no modules): whether this visitor gets the drawn
 * screen, marked on <html> for the chooser; and the entry's code, fetched at once for any other
 * visitor, and for this one once the HTML is parsed. The screen shows when its style sheets are in,
 * and the entry's code would share the line with them: hydration can come a moment later, as the
 * user starts typing, while the form itself comes about a fifth sooner on an office line.
 */
export function verdictScript({ keys, darkThemes, defaultColor }: VerdictOptions, entry: Entry): string {
  const json = (value: unknown) => JSON.stringify(value);
  return `(function () {
  var load = function () {
    ${json(entry.preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = 'high';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    // As the parser's own tag would be: a script put in by a script is fetched as an async one,
    // after the style sheets.
    script.fetchPriority = 'high';
    script.src = ${json(entry.script)};
    document.head.appendChild(script);
  };
  var language = null;
  try {
    var stored = function (key) { return localStorage.getItem(key); };
    var color = stored(${json(keys.color)});
    if (location.pathname.replace(/\\/+$/, '') === '/login' && !stored(${json(keys.token)}) &&
      !/[?&]code=/.test(location.search) && !(history.state && history.state.usr) &&
      ${json(darkThemes)}.indexOf(stored(${json(keys.theme)})) < 0 &&
      !(color && /^#[0-9a-f]{6}$/i.test(color) && color.toLowerCase() !== ${json(defaultColor.toLowerCase())}))
      language = stored(${json(keys.language)}) === 'en' ? 'en' : 'zh';
  } catch (error) {}
  if (!language) return load();
  document.documentElement.setAttribute('data-login-screen', language);
  document.addEventListener('DOMContentLoaded', load, { once: true });
})();`;
}

/** The chooser's text, after #root (ES2017, no modules): puts the screen the verdict chose there. */
export function chooserScript(): string {
  return `(function () {
  var html = document.documentElement;
  var language = html.getAttribute('data-login-screen');
  if (!language) return;
  html.removeAttribute('data-login-screen');
  try {
    var root = document.getElementById('root');
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
export function loginScreenHtml(screens: Record<string, Screen>): string {
  // The theme's variables are the same in every language: written once.
  const variables = Object.values(screens)[0]?.variables ?? '';
  const templates = [
    `<template id="login-screen-style"><style data-login-screen>${variables}</style></template>`,
    ...Object.entries(screens).map(
      ([language, screen]) => `<template id="login-screen-${language}">${withoutHoisted(screen.html)}</template>`,
    ),
  ];
  return `${templates.join('')}<script>${chooserScript()}</script>`;
}
