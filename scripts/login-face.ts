// /login's "face": the login page as antd draws it, rendered once at build time and shipped in
// index.html, so a visitor sees the form (and can type into it) as soon as the HTML and the
// style sheets are in, not once the entry's 0.6 MB of code has been parsed, run and rendered.
// The app's first render replaces it with the same markup and takes over what was typed
// (src/pages/login/login-face.ts). Drawn with antd's own components (their CommonJS build, as
// Node loads them) from the same words as the page; tests/pages/login-face.test.tsx holds it
// to what the page renders.
import { createRequire } from 'node:module';
import type * as Antd from 'antd';
import type * as Icons from '@ant-design/icons';
import type * as CssInJs from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import type * as ReactNs from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { antdStyleMode } from '../src/shell/theme/antd-style-mode.ts';
import zhCommon from '../src/locales/zh/common.ts';
import zhLogin from '../src/locales/zh/login.ts';
import zhShell from '../src/locales/zh/shell.ts';
import enCommon from '../src/locales/en/common.ts';
import enLogin from '../src/locales/en/login.ts';
import enShell from '../src/locales/en/shell.ts';

const require = createRequire(import.meta.url);

export type FaceLanguage = 'zh' | 'en';

/** The build's settings the page's first render depends on (src/config.ts). */
export type LoginFaceOptions = {
  /** A stand-in build fills in the demo account and says so under the form. */
  standin: boolean;
  /** With tenant mode the form asks for the tenant too. */
  tenantMode: boolean;
  tenantId: string;
  themeColor: string;
};

/** The CSS-variable class of the face's antd elements (the app's own is React's id of its ConfigProvider). */
export const FACE_CSS_VAR_KEY = 'css-var-login-face';

type Words = { app: typeof zhCommon.app; login: typeof zhLogin.login; shell: typeof zhShell.shell };
const words: Record<FaceLanguage, Words> = {
  zh: { app: zhCommon.app, login: zhLogin.login, shell: zhShell.shell },
  en: { app: enCommon.app, login: enLogin.login, shell: enShell.shell },
};

/** The document title the page sets (src/shell/use-document-title.ts). */
export const faceTitle = (language: FaceLanguage) => `${words[language].login.title} - ${words[language].app.platform}`;

/** The page of src/pages/login/login-page.tsx as its first render draws it (no errors, nothing pending). */
function page(language: FaceLanguage, options: LoginFaceOptions, h: typeof ReactNs.createElement): ReactNode {
  const antd = require('antd') as typeof Antd;
  const icons = require('@ant-design/icons') as typeof Icons;
  const { app, login, shell } = words[language];
  const values = options.standin
    ? { tenantId: options.tenantId, username: 'admin', password: 'admin' }
    : { tenantId: options.tenantId, username: '', password: '' };
  const field = (id: string, label: string, input: ReactNode) =>
    h(
      'div',
      { className: 'login-field' },
      h('label', { htmlFor: id, className: 'login-field-label' }, label),
      input,
      h('div', { className: 'login-field-error', id: `${id}-error` }),
    );
  const input = (name: 'tenantId' | 'username', icon: ReactNode, autoComplete: string) =>
    field(
      `login-${name}`,
      login[name],
      h(antd.Input, {
        id: `login-${name}`,
        size: 'large',
        prefix: icon,
        placeholder: login.placeholders[name],
        autoComplete,
        defaultValue: values[name],
      }),
    );
  return h(
    'div',
    { className: 'login-page', 'data-login-face': '' },
    h(
      'div',
      { className: 'login-lang' },
      h(
        antd.Button,
        {
          type: 'text',
          className: 'language-switch',
          icon: h(icons.TranslationOutlined),
          'aria-label': shell.language,
          'data-testid': 'language-switch',
        },
        shell.languages[language],
      ),
    ),
    h(
      'section',
      { className: 'login-brand' },
      h('img', { src: '/img/logo.svg', alt: '', className: 'login-brand-logo' }),
      h('h1', null, app.platform),
      h('p', null, app.slogan),
      h('p', { className: 'login-brand-features' }, login.features),
    ),
    h(
      'section',
      { className: 'login-panel' },
      h(
        'div',
        { className: 'login-card' },
        h('h2', null, login.welcome),
        h('p', { className: 'login-subtitle' }, app.platform),
        h(
          'form',
          { className: 'login-form', noValidate: true },
          options.tenantMode ? input('tenantId', h(icons.ApartmentOutlined), 'organization') : null,
          input('username', h(icons.UserOutlined), 'username'),
          field(
            'login-password',
            login.password,
            h(antd.Input.Password, {
              id: 'login-password',
              size: 'large',
              prefix: h(icons.LockOutlined),
              placeholder: login.placeholders.password,
              autoComplete: 'current-password',
              defaultValue: values.password,
            }),
          ),
          h(antd.Button, { type: 'primary', htmlType: 'submit', size: 'large', block: true }, login.submit),
        ),
        options.standin ? h('p', { className: 'login-hint' }, login.demoHint) : null,
      ),
    ),
  );
}

/**
 * The face in each language, and the theme's CSS variables its antd elements read (the default
 * look and colour: the page's face is drawn only for them). The rules themselves are in the
 * build's antd style sheet (scripts/antd-static-style.ts).
 */
export function renderLoginFace(options: LoginFaceOptions): { css: string; html: Record<FaceLanguage, string> } {
  const antd = require('antd') as typeof Antd;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const defaultAlgorithm = (require('antd/lib/theme/themes/default') as { default: unknown }).default;
  const { createElement: h } = require('react') as typeof ReactNs;
  const { renderToStaticMarkup } = require('react-dom/server') as typeof ReactDomServer;
  const cache = cssinjs.createCache();
  // As src/App.tsx configures antd for the default look, with a fixed CSS-variable class.
  const theme = {
    ...antdStyleMode,
    cssVar: { key: FACE_CSS_VAR_KEY },
    algorithm: defaultAlgorithm as never,
    token: { colorPrimary: options.themeColor, colorInfo: options.themeColor },
  };
  const render = (language: FaceLanguage) =>
    renderToStaticMarkup(
      h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, page(language, options, h))),
      // Without React's hint for the logo (a <link rel=preload> before the page): the <img> asks for it.
    ).replace(/^<link [^>]*>/, '');
  const html = { zh: render('zh'), en: render('en') };
  // Without the cache map extractStyle appends: in the page it would hide the build's style sheet's
  // map from cssinjs, which then generated every rule again at runtime.
  const css = cssinjs
    .extractStyle(cache, { types: ['token', 'cssVar'], plain: true })
    .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
  return { css, html };
}
