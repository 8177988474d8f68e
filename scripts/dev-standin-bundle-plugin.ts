import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin, ViteDevServer } from 'vite';

type Bundle = { code: string; map: string | null; files: Set<string> };

const isBare = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(id);

/**
 * `npm start` serves the in-browser stand-in (about 150 files under mocks/) as one module: the
 * stand-in is the backend, not code a developer edits in the page, and over HTTP/1.1 the browser
 * fetches at most six files at once, so its files cost a reload on /system/user about a third of
 * its module requests (bench/dev-server.mjs). Its dependencies stay bare imports for Vite's own
 * pre-bundled copies, so the page and the stand-in share one msw. A change to any of its files
 * rebuilds it and reloads the page, as a backend restart would. The build (`npm run build`) is
 * untouched: there the stand-in is a chunk of its own.
 */
export function devStandinBundle(entry: string): Plugin {
  const entryPath = resolve(entry);
  let bundled: Promise<Bundle> | undefined;

  const bundle = async (): Promise<Bundle> => {
    const build = await rolldown({
      input: entryPath,
      external: isBare,
      // The stand-in's own lazy parts (regions, logs) are small code; what they import stays lazy
      // only where it is a bare dependency, which Vite serves from its cache.
      platform: 'browser',
      logLevel: 'warn',
    });
    try {
      const { output } = await build.generate({ format: 'es', sourcemap: true, codeSplitting: false });
      const [chunk] = output;
      const files = new Set((await build.watchFiles).map((file) => resolve(file)));
      return { code: chunk.code, map: chunk.map ? chunk.map.toString() : null, files };
    } finally {
      await build.close();
    }
  };

  const reload = (server: ViteDevServer) => {
    bundled = undefined;
    const module = server.moduleGraph.getModuleById(entryPath);
    if (module) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'dev-standin-bundle',
    apply: 'serve',
    enforce: 'pre',
    async load(id) {
      if (resolve(id.split('?')[0]) !== entryPath) return null;
      bundled ??= bundle();
      const { code, map } = await bundled;
      return { code, map };
    },
    async handleHotUpdate({ file, server }) {
      const current = await bundled?.catch(() => undefined);
      if (!current?.files.has(resolve(file))) return;
      reload(server);
      return [];
    },
  };
}
