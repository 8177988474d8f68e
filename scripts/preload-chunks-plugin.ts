import type { Plugin } from 'vite';

/**
 * Chunks to preload only when a condition holds in the page (a JS expression, e.g. the stored
 * language or a stored login): each chunk named, or holding one of `modules` (paths from the
 * project root), with every chunk it imports statically that the entry does not already bring,
 * and their style sheets.
 */
export type ConditionalPreload = { names?: readonly string[]; modules?: readonly string[]; when: string };

type Chunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Adds `<link rel="modulepreload">` to index.html for chunks of the build, so that they download
 * with the entry instead of after it has run (a browser's modulepreload fetches the one module,
 * not what it imports: the closure is listed here). `always`: chunks every first screen needs (the
 * login chunk holds the login form and the Form and Input code the console shares). `conditional`:
 * chunks a small inline script asks for when its condition holds (English for a user who chose it;
 * the console's frame and first page on a reload while logged in).
 */
export function preloadChunks(always: readonly string[], conditional: readonly ConditionalPreload[] = []): Plugin {
  return {
    name: 'preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output as unknown as Chunk] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const fileOf = (name: string) => chunks.find((chunk) => chunk.name === name)?.fileName;
        const fileWith = (module: string) =>
          chunks.find((chunk) => chunk.moduleIds?.some((id) => id.replace(/\\/g, '/').endsWith(`/${module}`)))
            ?.fileName;
        const closure = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
          return into;
        };
        // What the entry loads by itself (and the always-preloaded chunks): never listed again.
        const loaded = new Set<string>();
        for (const chunk of chunks.filter((each) => each.isEntry)) closure(chunk.fileName, loaded);
        const alwaysFiles = always.flatMap((name) => fileOf(name) ?? []);
        for (const file of alwaysFiles) closure(file, loaded);
        const links = alwaysFiles.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
        const checks = conditional.flatMap(({ names = [], modules = [], when }) => {
          const files = new Set<string>();
          for (const file of [...names.map(fileOf), ...modules.map(fileWith)]) if (file) closure(file, files);
          const scripts = [...files].filter((file) => !loaded.has(file));
          if (scripts.length === 0) return [];
          const sheets = [
            ...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
          ];
          const list = (hrefs: string[]) => JSON.stringify(hrefs.map((file) => `/${file}`));
          return [`if (${when}) { ${list(scripts)}.forEach(add); ${list(sheets)}.forEach(sheet); }`];
        });
        if (checks.length === 0) return links;
        const script = [
          'try {',
          "  var add = function (href) { var link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.appendChild(link); };",
          "  var sheet = function (href) { var link = document.createElement('link'); link.rel = 'preload'; link.as = 'style'; link.crossOrigin = ''; link.href = href; document.head.appendChild(link); };",
          ...checks.map((check) => `  ${check}`),
          '} catch (error) { /* storage may be off: the app loads what it needs anyway */ }',
        ].join('\n');
        // Before the style sheets (an inline script after one waits for it to load): the chunks
        // start downloading as the HTML arrives.
        return [...links, { tag: 'script', children: script, injectTo: 'head-prepend' as const }];
      },
    },
  };
}
