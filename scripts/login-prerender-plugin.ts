import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  loginScreenHtml,
  verdictScript,
  withoutEntry,
  type Screen,
  type VerdictOptions,
} from './login-prerender-html.ts';

/** Where index.html takes the screens: right after #root, so the chooser finds it. */
const MARK = '<!--login-screen-->';

type Answer = { screens?: Record<string, Screen>; error?: string };

/** Renders the login screen in each language in a child process (scripts/login-prerender.mjs). */
function renderScreens(root: string, mode: string, define: Record<string, string>): Promise<Record<string, Screen>> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./login-prerender.mjs', import.meta.url)), { stdio: 'inherit' });
    child.once('message', (answer: Answer) =>
      answer.screens ? resolve(answer.screens) : reject(new Error(`login prerender: ${answer.error}`)),
    );
    child.once('exit', (code) => code !== 0 && reject(new Error(`login prerender exited with ${code}`)));
    child.send({ root, mode, define, languages: ['zh', 'en'] });
  });
}

/**
 * index.html carries the real login page, drawn at build time in both languages, so a guest sees
 * the form (and can type) as soon as the HTML and its style sheets are in, not once the entry's
 * code has been fetched and run: main.tsx hydrates it. The dev server leaves it out.
 */
export function loginPrerender(define: Record<string, string>, verdict: VerdictOptions): Plugin {
  let screens: Promise<Record<string, Screen>> | undefined;
  return {
    name: 'login-prerender',
    apply: 'build',
    configResolved(config) {
      // Beside the bundling, not after it.
      screens = renderScreens(config.root, config.mode, define);
      screens.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const drawn = await screens!;
        if (!html.includes(MARK)) throw new Error(`login prerender: index.html has no ${MARK}`);
        // After the other plugins' tags (vite.config.ts lists it after them): the entry's script
        // and modulepreloads are all in <head> by now. The verdict that loads them goes before the
        // first style sheet (an inline script after one waits for it to load), after the chunk
        // preloads' script, so the entry is asked for after what it would ask for itself.
        const { html: page, entry } = withoutEntry(html.replace(MARK, loginScreenHtml(drawn)));
        const sheet = page.indexOf('<link rel="stylesheet"');
        if (sheet < 0) throw new Error('login prerender: index.html has no style sheet');
        return `${page.slice(0, sheet)}<script>${verdictScript(verdict, entry)}</script>\n    ${page.slice(sheet)}`;
      },
    },
  };
}
