import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts the app's own version of an antd-internal module in place of antd's, for every antd module
 * that imports it: `overrides` maps the module's path under node_modules (without extension) to the
 * replacement file. Only for what antd does, not what it draws: see each replacement's comment.
 * (The dev server's pre-bundled antd keeps its own.)
 */
export function antdOverrides(overrides: Record<string, string>): Plugin {
  const entries = Object.entries(overrides);
  return {
    name: 'antd-overrides',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !/[\\/]node_modules[\\/]antd[\\/]/.test(importer)) return null;
      const target = path.resolve(path.dirname(importer), source).replace(/\\/g, '/').replace(/\.js$/, '');
      return entries.find(([module]) => target.endsWith(`/node_modules/${module}`))?.[1] ?? null;
    },
  };
}
