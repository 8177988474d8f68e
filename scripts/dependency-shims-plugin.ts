import type { Plugin } from 'vite';

/**
 * Puts a small file of the app's in place of a dependency's dependency, in the build: `shims` maps
 * the bare import (as node_modules import it) to the replacement. Only where the replacement does
 * what the package does in the browsers the build targets; see each replacement's comment. (Tests
 * and the dev server keep the packages.)
 */
export function dependencyShims(shims: Record<string, string>): Plugin {
  return {
    name: 'dependency-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]/.test(importer)) return null;
      return Object.hasOwn(shims, source) ? shims[source] : null;
    },
  };
}
