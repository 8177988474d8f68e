import type { Plugin } from 'vite';
import { faceTitle, renderLoginFace, type LoginFaceOptions } from './login-face.ts';

/** src/config.ts's values the face depends on, from the build's VITE_* env (as the app reads them). */
export function loginFaceOptions(env: Record<string, string | undefined>, standin: boolean): LoginFaceOptions | null {
  const flag = (value: string | undefined, fallback: boolean) =>
    value === undefined || value === '' ? fallback : value === 'true' || value === '1';
  // A captcha's image comes from the server: that page has no face.
  if (flag(env.VITE_CAPTCHA_MODE, false)) return null;
  return { standin, tenantMode: flag(env.VITE_TENANT_MODE, true), tenantId: '000000', themeColor: '#409EFF' };
}

type Keys = { token: string; language: string; theme: string; color: string };

/**
 * The inline script that puts the face in #root: on /login (the app would send a stored login to
 * the console, and show the lock's notice or another look), in the stored language. A submit
 * before the app is in is noted on the form, for the app to act on (src/pages/login/login-face.ts).
 */
export function loginFaceScript(base: string, keys: Keys, themeColor: string): string {
  const titles = { zh: faceTitle('zh'), en: faceTitle('en') };
  return `(function () {
  try {
    if (location.pathname.replace(/\\/+$/, '') !== ${JSON.stringify(`${base}login`)}) return;
    var stored = function (key) { return localStorage.getItem(key); };
    if (stored(${JSON.stringify(keys.token)})) return;
    var theme = stored(${JSON.stringify(keys.theme)}), color = stored(${JSON.stringify(keys.color)});
    if ((theme && theme !== 'default') || (color && color.toLowerCase() !== ${JSON.stringify(themeColor.toLowerCase())})) return;
    if (history.state && history.state.usr && history.state.usr.notice) return;
    var language = stored(${JSON.stringify(keys.language)}) === 'en' ? 'en' : 'zh';
    var face = document.getElementById('login-face-' + language), root = document.getElementById('root');
    var style = document.getElementById('login-face-style');
    if (!face || !style || !root) return;
    root.innerHTML = '<style>' + style.textContent + '</style>' + face.textContent;
    document.title = ${JSON.stringify(titles)}[language];
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
    var form = root.querySelector('form');
    form.addEventListener('submit', function (event) { event.preventDefault(); form.setAttribute('data-submitted', ''); });
  } catch (error) { /* storage may be off: the app draws the page itself */ }
})();`;
}

/**
 * The face's markup and style as data blocks: script elements of a type the browser does not run,
 * whose text the HTML parser only scans for their end. (As templates, ~30 KB of markup were parsed
 * into DOM fragments on every page's load, a reload of a list page included.)
 */
export function loginFaceBlocks(css: string, html: Record<'zh' | 'en', string>) {
  const block = (id: string, type: string, text: string) => {
    // Either would end the block early or change how the parser reads it.
    if (/<\/script|<!--/i.test(text)) throw new Error(`login face: ${id} cannot be carried in a script element`);
    return { tag: 'script', attrs: { id, type }, children: text, injectTo: 'body' as const };
  };
  // The theme's variables come and go with the face: the app writes its own.
  return [
    block('login-face-style', 'text/css', css),
    ...(['zh', 'en'] as const).map((language) => block(`login-face-${language}`, 'text/html', html[language])),
  ];
}

/**
 * index.html carries /login's face (scripts/login-face.ts) in each language after #root, and the
 * script that shows the right one as the HTML is parsed (it waits for the style sheets in the
 * head, as any inline script does, so the face is drawn styled).
 */
export function loginFace(options: { standin: boolean; keys: Keys }): Plugin {
  let tags: { tag: string; attrs?: Record<string, string>; children: string; injectTo: 'body' }[] = [];
  return {
    name: 'login-face',
    apply: 'build',
    configResolved(config) {
      const face = loginFaceOptions(config.env as Record<string, string | undefined>, options.standin);
      if (!face) return;
      const { css, html } = renderLoginFace(face);
      tags = [
        ...loginFaceBlocks(css, html),
        { tag: 'script', children: loginFaceScript(config.base, options.keys, face.themeColor), injectTo: 'body' },
      ];
    },
    transformIndexHtml: { order: 'post', handler: () => tags },
  };
}
