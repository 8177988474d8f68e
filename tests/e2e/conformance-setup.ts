import { afterEach } from 'vitest';
import { takeNonconformant } from './browser';

// After every browser test: the calls it made are ones BladeX maps, bound as BladeX reads them.
afterEach(() => {
  const problems = takeNonconformant();
  if (problems.length > 0) {
    throw new Error(`not as BladeX maps it (contract/blade-endpoints.json):\n  ${problems.join('\n  ')}`);
  }
});
