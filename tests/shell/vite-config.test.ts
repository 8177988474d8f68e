import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile, type Logger, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { devStandinBundle } from '../../scripts/dev-standin-bundle-plugin';

describe('vite.config.ts', () => {
  it('loads without warnings (every relative import names its file, as native loading needs)', async () => {
    const warnings: string[] = [];
    const base = createLogger('warn');
    const logger: Logger = {
      ...base,
      warn: (message) => warnings.push(message),
      warnOnce: (message) => warnings.push(message),
    };
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      'vite.config.ts',
      process.cwd(),
      'warn',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });

  it('serves the stand-in to the dev server as one module whose dependencies stay bare imports', async () => {
    const plugin: Plugin = devStandinBundle('./mocks/browser.ts');
    const load = plugin.load as (id: string) => Promise<{ code: string } | null>;
    expect(await load(resolve('src/main.tsx'))).toBeNull();
    const { code } = (await load(resolve('mocks/browser.ts')))!;
    // Its own files are inside: no import of a path of its own is left for the browser to fetch.
    expect(code).not.toMatch(/\bfrom\s+["']\.{1,2}\//);
    expect(code).not.toMatch(/\bimport\(\s*["']\.{1,2}\//);
    expect(code).toContain('export { startStandin }');
    // One msw for the page and the stand-in: Vite's pre-bundled copy.
    expect(code).toMatch(/from\s+["']msw\/browser["']/);
  }, 30_000);
});
