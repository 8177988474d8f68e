// The login screen index.html carries (scripts/login-prerender-html.ts): which visitor gets it, in
// which language, when the entry's code is fetched, and a submit held back until React has the form.
import { afterEach, describe, expect, it } from 'vitest';
import { chooserScript, loginScreenHtml, verdictScript, withoutEntry } from '../../scripts/login-prerender-html';

const options = {
  keys: { token: 'saber-token', language: 'saber-language', theme: 'saber-theme', color: 'saber-color' },
  darkThemes: ['dark'],
  defaultColor: '#409EFF',
};
const screens = {
  zh: {
    html: '<link rel="preload" as="image" href="/img/logo.svg"/><form><h2>欢迎登录</h2></form>',
    variables: '.v{}',
  },
  en: { html: '<form><h2>Welcome</h2></form>', variables: '.v{}' },
};

const built = `<head><script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/login-2.js"></head>`;
const { html: withoutTags, entry } = withoutEntry(built);
/** The entry's script and preloads the page has asked for so far. */
const entryTags = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (tag) => tag.getAttribute('src') ?? tag.getAttribute('href'),
  );

/**
 * index.html as the build writes it, parsed at `path` with `stored` in local storage: the verdict
 * first in <head>, then the body with the chooser after #root, then the end of parsing.
 */
function load(path: string, stored: Record<string, string> = {}, { parsed = true } = {}) {
  window.history.replaceState(null, '', path);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  new Function(verdictScript(options, entry))();
  document.body.innerHTML = `<div id="root"><div class="boot-loading"></div></div>${loginScreenHtml(screens).replace(/<script>[\s\S]*<\/script>$/, '')}`;
  new Function(chooserScript())();
  if (parsed) document.dispatchEvent(new Event('DOMContentLoaded'));
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head
    .querySelectorAll('style[data-login-screen], script[type="module"], link[rel="modulepreload"]')
    .forEach((tag) => tag.remove());
  document.documentElement.removeAttribute('data-login-screen');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the login screen drawn at build time', () => {
  it('is put in place for a guest at /login, in Chinese by default, with antd’s variables in the head', () => {
    const root = load('/login');
    expect(root.querySelector('h2')?.textContent).toBe('欢迎登录');
    expect(root.getAttribute('data-prerendered')).toBe('zh');
    // React's hoisted preload is not part of the markup React hydrates.
    expect(root.querySelector('link')).toBeNull();
    expect(document.head.querySelectorAll('style[data-login-screen]')).toHaveLength(1);
    // Written once for both languages.
    expect(loginScreenHtml(screens).match(/\.v\{\}/g)).toHaveLength(1);
  });

  it('fetches the entry’s code for that guest once the page is parsed, its style sheets in', () => {
    expect(withoutTags).toBe('<head></head>');
    load('/login', {}, { parsed: false });
    // The drawn form and its style sheets have the line to themselves until then.
    expect(entryTags()).toEqual([]);
    expect(document.documentElement.hasAttribute('data-login-screen')).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryTags()).toEqual(['/assets/login-2.js', '/assets/index-1.js']);
  });

  it('is in English for a visitor who chose it, and in the default colour stored in any case', () => {
    const root = load('/login/', { 'saber-language': 'en', 'saber-color': '#409eff', 'saber-theme': 'hey' });
    expect(root.querySelector('h2')?.textContent).toBe('Welcome');
  });

  it.each([
    ['a stored login', '/login', { 'saber-token': '{"accessToken":"t"}' }],
    ['another page', '/system/param', {}],
    ['a third-party login coming back', '/login?code=abc', {}],
    ['a dark look', '/login', { 'saber-theme': 'dark' }],
    ['another colour picked', '/login', { 'saber-color': '#ff8800' }],
  ])('is left out for %s: the entry, fetched at once, draws the page', (_, path, stored) => {
    const root = load(path, stored, { parsed: false });
    expect(entryTags()).toEqual(['/assets/login-2.js', '/assets/index-1.js']);
    expect(root.querySelector('.boot-loading')).not.toBeNull();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(document.head.querySelector('style[data-login-screen]')).toBeNull();
  });

  it('holds a submit back until the entry takes the screen over, then lets it through', () => {
    const root = load('/login');
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      root.querySelector('form')!.dispatchEvent(event);
      return event;
    };
    expect(submit().defaultPrevented).toBe(true);
    expect(root.hasAttribute('data-submit-pending')).toBe(true);
    root.removeAttribute('data-submit-pending');
    // The hydrated login page takes the mark off (src/pages/login/prerendered-form.ts).
    root.removeAttribute('data-prerendered');
    expect(submit().defaultPrevented).toBe(false);
    expect(root.hasAttribute('data-submit-pending')).toBe(false);
  });
});
