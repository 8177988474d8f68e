import type { Plugin } from 'vite';

type ChunkStat = {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Source module of a dynamic entry (e.g. src/pages/login/login-page.tsx). */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Rendered size per source module (package or src path), for "what grew". */
  modules: Record<string, number>;
};

const shortName = (id: string) => {
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : id.replace(/^.*?\/(src|mocks)\//, '$1/');
};

/**
 * Writes dist/chunk-stats.json: every JS chunk, what it imports, and which modules fill it.
 * The size check and the benchmark read it; nothing in the app does.
 */
export function chunkStats(): Plugin {
  return {
    name: 'chunk-stats',
    apply: 'build',
    generateBundle(_, bundle) {
      const stats: ChunkStat[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const key = shortName(id);
          modules[key] = (modules[key] ?? 0) + info.renderedLength;
        }
        stats.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? shortName(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        });
      }
      this.emitFile({ type: 'asset', fileName: 'chunk-stats.json', source: JSON.stringify(stats, null, 1) });
    },
  };
}
