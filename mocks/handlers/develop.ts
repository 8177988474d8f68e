import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import type { Router } from '../router';
import { developCodeHandlers } from './develop-code';
import { developModelHandlers } from './develop-model';
import { developPrototypeHandlers } from './develop-prototype';

/**
 * The code generator's calls (blade-develop model, model-prototype, code), and the system's
 * dict/select its field grid picks a dictionary from. `product` is the gateway's product prefix.
 * datasource/select is served with the datasources (platform.ts).
 */
export function developHandlers(router: Router, product: string): HttpHandler[] {
  const { db } = router;
  return [
    ...developModelHandlers(router),
    ...developPrototypeHandlers(router),
    ...developCodeHandlers(router),
    // BX34 DictController.select: the top-level dictionaries, each named "code: name".
    router.get(`/api/${product}-management/dict/select`, () =>
      ok(
        db.tables.dicts
          .filter((row) => row.parentId === '0')
          .sort((a, b) => a.sort - b.sort)
          .map((row) => ({ ...row, dictValue: `${row.code}: ${row.dictValue}` })),
      ),
    ),
  ];
}
