import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

// The unit and page tests (vite.config.ts's test settings), in two projects. Files share a worker's
// module registry and jsdom (isolate: false): importing antd, Refine and the stand-in again for
// every file, and building a new jsdom, was a third of the suite's time. Every test leaves the
// stand-in, storage and the DOM as it found them (tests/support/standin.ts, tests/setup.ts). A file
// that replaces a module with vi.mock needs a registry of its own; it is found by reading the files.
const { include = [], exclude = [], ...shared } = base.test ?? {};
const mockingTests = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !/^(e2e|scripts)\//.test(file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`tests/${file}`, 'utf8')))
  .map((file) => `tests/${file}`);

export default defineConfig({
  ...base,
  test: {
    ...shared,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: [...exclude, ...mockingTests], isolate: false } },
      { extends: true, test: { name: 'own-modules', include: mockingTests } },
    ],
  },
});
