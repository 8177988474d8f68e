import type { Plugin } from 'vite';

/** A chunk to preload only when a condition holds in the page (a JS expression, e.g. the stored language). */
export type ConditionalPreload = { name: string; when: string };

/**
 * Adds `<link rel="modulepreload">` to index.html for chunks of the build, so that they download
 * with the entry instead of after it has run. `always`: chunks every first screen needs (the login
 * chunk holds the login form and the Form and Input code the console shares). `conditional`: chunks
 * a small inline script asks for when its condition holds (English, for a user who chose it).
 */
export function preloadChunks(always: readonly string[], conditional: readonly ConditionalPreload[] = []): Plugin {
  return {
    name: 'preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const fileOf = (name: string) => chunks.find((chunk) => chunk.name === name)?.fileName;
        const links = always.flatMap((name) => {
          const file = fileOf(name);
          return file ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }] : [];
        });
        const checks = conditional.flatMap(({ name, when }) => {
          const file = fileOf(name);
          return file ? [`if (${when}) add(${JSON.stringify(`/${file}`)});`] : [];
        });
        if (checks.length === 0) return links;
        const script = [
          'try {',
          "  var add = function (href) { var link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.appendChild(link); };",
          ...checks.map((check) => `  ${check}`),
          '} catch (error) { /* storage may be off: the app loads what it needs anyway */ }',
        ].join('\n');
        return [...links, { tag: 'script', children: script, injectTo: 'head' as const }];
      },
    },
  };
}
