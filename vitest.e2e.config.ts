import { defineConfig } from 'vitest/config';

// Browser tests: one production build and one preview server shared by every file (globalSetup),
// files run one after another so the 2-core machine is not oversubscribed.
export default defineConfig({
  // The stand-in's entity modules read their screens' declarations, which read the console's
  // config: the constant the app's build defines (vite.config.ts) must exist here too.
  define: { __USE_STANDIN__: 'true' },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/conformance-setup.ts'],
    fileParallelism: false,
    // A browser test waits for what a user would see; a loaded machine takes its time, so the only
    // budget is one no working feature comes near.
    testTimeout: 900_000,
    hookTimeout: 180_000,
    // The browser needs a moment more than jsdom: polled expectations wait up to 8 s.
    expect: { poll: { timeout: 8000, interval: 100 } },
  },
});
