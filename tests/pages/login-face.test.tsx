import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginFaceBlocks, loginFaceOptions, loginFaceScript } from '../../scripts/login-face-plugin';
import { FACE_CSS_VAR_KEY, renderLoginFace } from '../../scripts/login-face';
import { config } from '../../src/config';
import { changeLanguage } from '../../src/providers/i18n';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Issue 23: index.html draws /login's form before the app's code is in (scripts/login-face.ts);
// the app's first render puts the same page in its place. Held here to what the page renders,
// and to the app taking over what the visitor did on it.

const standin = standinForTests();

type Shape = { tag: string; attributes: string[]; value?: string; text: string; children: Shape[] };
/** An element's tree as the style sheet, the reader and the user see it (not React's CSS-variable id). */
function shape(element: Element): Shape {
  const attributes = [...element.attributes]
    .filter((a) => !['value', 'style', 'data-login-face'].includes(a.name))
    .map((a) =>
      a.name === 'class'
        ? `class=${[...element.classList].map((c) => (c.startsWith('css-var-') ? 'css-var' : c)).sort()}`
        : `${a.name}=${a.value}`,
    )
    .sort();
  return {
    tag: element.tagName.toLowerCase(),
    attributes,
    value: element instanceof HTMLInputElement ? element.value : undefined,
    text: element.children.length === 0 ? (element.textContent ?? '') : '',
    children: [...element.children].map(shape),
  };
}

const options = loginFaceOptions({}, true)!;
const face = renderLoginFace(options);

/** The face as index.html's script puts it in #root. */
function showFace(language: 'zh' | 'en') {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<style>${face.css}</style>${face.html[language]}`;
  document.body.append(root);
  const form = root.querySelector('form')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.setAttribute('data-submitted', '');
  });
  return root;
}

afterEach(async () => {
  document.getElementById('root')?.remove();
  localStorage.clear();
  await changeLanguage('zh');
});

describe("/login's face", () => {
  it('is the page the app draws, in Chinese and in English', async () => {
    const { container } = await renderApp('/login');
    await screen.findByPlaceholderText('请输入密码');
    const real = () => container.querySelector('.login-page')!;
    expect(shape(showFace('zh').querySelector('.login-page')!)).toEqual(shape(real()));
    document.getElementById('root')!.remove();

    await act(() => changeLanguage('en'));
    await screen.findByPlaceholderText('Enter password');
    expect(shape(showFace('en').querySelector('.login-page')!)).toEqual(shape(real()));
  });

  it('brings the theme’s variables for the default look and colour, under its own class', () => {
    expect(options.themeColor).toBe(config.themeColor);
    expect(options.tenantId).toBe(config.tenantId);
    expect(face.css).toContain(`.${FACE_CSS_VAR_KEY}{`);
    expect(face.css.toLowerCase()).toContain(`--ant-color-primary:${config.themeColor.toLowerCase()}`);
    // The variables of each kind of antd element the face draws.
    for (const part of ['ant-btn', 'ant-input']) expect(face.css).toContain(`.${FACE_CSS_VAR_KEY}.${part}{`);
    // No cache map of its own: it would hide the build sheet's from cssinjs (every rule generated again).
    expect(face.css).not.toContain('data-ant-cssinjs-cache-path');
    // A gateway build asks for an account; a captcha's page has no face.
    expect(renderLoginFace(loginFaceOptions({}, false)!).html.zh).not.toContain('login-hint');
    expect(loginFaceOptions({ VITE_CAPTCHA_MODE: 'true' }, true)).toBeNull();
  });

  it('hands what was typed, the caret and an early submit to the app', async () => {
    const root = showFace('zh');
    const username = root.querySelector<HTMLInputElement>('#login-username')!;
    const password = root.querySelector<HTMLInputElement>('#login-password')!;
    username.value = 'admin';
    password.value = 'nope';
    password.focus();
    password.setSelectionRange(1, 3);
    fireEvent.submit(root.querySelector('form')!);

    const { container } = await renderApp('/login');
    // The app's form, with the face's values, submitted: the server's answer to what was typed.
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    const call = standin.calls('/oauth/token').at(-1)!;
    expect(call.url.searchParams.get('username') ?? new URLSearchParams(call.body).get('username')).toBe('admin');
    const field = container.querySelector<HTMLInputElement>('#login-password')!;
    expect(field.value).toBe('nope');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 3]);
  });

  it('makes an early submit on a tenant’s own address once that tenant is known', async () => {
    const tenant = standin.db.tables.tenants.find((row) => row.tenantId === '100001')!;
    standin.db.update('tenants', { ...tenant, domain: location.origin });
    const root = showFace('zh');
    fireEvent.submit(root.querySelector('form')!);
    await renderApp('/login');
    await waitFor(() => expect(standin.calls('/oauth/token')).toHaveLength(1));
    // The face showed the default tenant; the login goes to the address's.
    expect(standin.calls('/oauth/token')[0].url.searchParams.get('tenantId')).toBe('100001');
    expect(standin.calls('/tenant/info')).toHaveLength(1);
  });

  it('is not taken over when the visitor did nothing: the page’s own values, nothing sent', async () => {
    showFace('zh');
    const { container } = await renderApp('/login');
    await waitFor(() => expect(container.querySelector<HTMLInputElement>('#login-username')?.value).toBe('admin'));
    expect(standin.calls('/oauth/token')).toHaveLength(0);
  });
});

describe("index.html's face script", () => {
  const keys = { token: 't', language: 'l', theme: 'th', color: 'c' };
  const run = (path: string) => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div class="boot-loading"></div>';
    document.body.append(root);
    for (const block of loginFaceBlocks('', face.html)) {
      const element = document.createElement('script');
      element.id = block.attrs.id;
      element.type = block.attrs.type;
      element.textContent = block.children;
      root.after(element);
    }
    window.history.replaceState(null, '', path);
    new Function(loginFaceScript('/', keys, '#409EFF'))();
    const shown = root.querySelector('[data-login-face] h2')?.textContent ?? null;
    document.querySelectorAll('script[id^="login-face-"]').forEach((block) => block.remove());
    root.remove();
    window.history.replaceState(null, '', '/');
    return shown;
  };

  it('finds the face in data blocks, which no page builds into its DOM (a reload of a list page parsed 30 KB of it)', () => {
    const blocks = loginFaceBlocks(face.css, face.html);
    expect(blocks.map((block) => [block.tag, block.attrs.id, block.attrs.type])).toEqual([
      ['script', 'login-face-style', 'text/css'],
      ['script', 'login-face-zh', 'text/html'],
      ['script', 'login-face-en', 'text/html'],
    ]);
    // What would end a block early is refused at build time, not shipped.
    expect(() => loginFaceBlocks('a</SCRIPT>b', face.html)).toThrow(/login-face-style/);
    expect(() => loginFaceBlocks('', { ...face.html, en: '<!-- x -->' })).toThrow(/login-face-en/);
  });

  it('shows the face on /login in the stored language, for the default look only', () => {
    expect(run('/login')).toBe('欢迎登录');
    expect(run('/login/?redirect=%2Fsystem%2Fparam')).toBe('欢迎登录');
    localStorage.setItem('l', 'en');
    expect(run('/login')).toBe('Welcome');
    localStorage.setItem('c', '#409eff');
    localStorage.setItem('th', 'default');
    expect(run('/login')).toBe('Welcome');
    localStorage.setItem('c', '#eb2f96');
    expect(run('/login')).toBeNull();
    localStorage.removeItem('c');
    localStorage.setItem('th', 'dark');
    expect(run('/login')).toBeNull();
    localStorage.removeItem('th');
    // A stored login is sent on to the console; other pages are the app's to draw.
    localStorage.setItem('t', 'token');
    expect(run('/login')).toBeNull();
    localStorage.removeItem('t');
    expect(run('/system/param')).toBeNull();
  });
});
