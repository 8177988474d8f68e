import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the named chunks of the build, so that they
 * download with the entry instead of after it has run. The login chunk is one: every page needs it
 * (it holds the login form and the Form and Input code the console shares), and on /login the form
 * is what the user waits for.
 */
export function preloadChunks(names: readonly string[]): Plugin {
  return {
    name: 'preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk' && names.includes(output.name));
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
