import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

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
});
