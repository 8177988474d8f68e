import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A gateway build's output without the stand-in's service worker and sample report viewer, which
 * Vite copies from public/ with the rest: a deployment then serves nothing of the stand-in (its
 * code and seed are left out by the build itself, src/main.tsx; reports are previewed on the
 * report server VITE_REPORT_URL names).
 */
export function withoutStandinFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'without-standin-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const out = resolve(config.root, config.build.outDir);
      rmSync(resolve(out, 'mockServiceWorker.js'), { force: true });
      rmSync(resolve(out, 'ureport'), { recursive: true, force: true });
    },
  };
}
