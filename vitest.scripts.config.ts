import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

// The tests of the project's own commands (npm run new:resource), after the other files and alone:
// each runs tsc, ESLint and vitest in a copy of the project, three processes that, beside the page
// tests on two cores, starved them long enough to lose a click.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/scripts/**/*.test.ts'], exclude: ['node_modules/**'] },
});
