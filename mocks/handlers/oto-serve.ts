import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import type { Router } from '../router';
import type { OtoServiceRow } from '../types-oto';
import { listFields, pageAnswer, pathIds, removeRows, saveRow } from './oto-kit';

// serve-info: 服务管理. Services are the tenant's (an organization's staff see them too: their
// order form needs them); `serve-list?ids=` feeds the order form with the services it names.

const BLANK = { serveName: '', category: '', price: 0, duration: 60, sessions: 1, description: '', saleStatus: 1 };
const FIELDS = listFields(BLANK);

export function otoServeHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const path = `${base}/serve-info`;
  const scope = (tenantId: string): OtoServiceRow[] => db.tables.otoServices.filter((row) => row.tenantId === tenantId);
  return [
    router.get(`${path}/search`, ({ request, url, caller }) =>
      pageAnswer(request, url.searchParams, scope(caller.tenantId), { fields: FIELDS, searchable: ['serveName'] }),
    ),
    // `ids=a,b`: those services of the tenant, oldest first. The ids are a required parameter, as
    // the real call's @RequestParam: without them Blade's 400, not the whole table.
    router.get(`${path}/serve-list`, ({ request, url, caller }) => {
      const ids = new Set(pathIds(url.searchParams.get('ids') ?? ''));
      if (ids.size === 0) return fail(400, say(request, 'idsRequired'));
      const rows = scope(caller.tenantId).filter((row) => ids.has(row.id));
      return ok(rows.sort((a, b) => a.createTime.localeCompare(b.createTime)));
    }),
    router.post(`${path}/save-and-update`, (context) =>
      saveRow<OtoServiceRow>(context, {
        table: 'otoServices',
        blank: BLANK,
        created: {},
        maxLength: { serveName: 64, category: 8, description: 1000 },
        scope: (caller) => scope(caller.tenantId),
        button: (adding) => (adding ? 'service_add' : 'service_edit'),
        check: (row) => {
          if (!row.serveName.trim()) return ['serveNameRequired'];
          if (!row.category.trim()) return ['categoryRequired'];
          return row.price > 0 ? null : ['pricePositive'];
        },
        // Money is kept to the fen.
        complete: (row) => ({ ...row, price: Math.round(row.price * 100) / 100 }),
      }),
    ),
    // One id in the path (spec: del/{id}); refused while an order uses the service.
    router.post(`${path}/del/:id`, (context) =>
      removeRows<OtoServiceRow>(context, [String(context.params.id ?? '').trim()].filter(Boolean), {
        table: 'otoServices',
        scope: (caller) => scope(caller.tenantId),
        button: 'service_delete',
        refusal: ([service]) =>
          db.tables.otoOrders.some((order) => order.serveId === service.id && order.tenantId === service.tenantId)
            ? ['serviceInUse', service.serveName]
            : null,
      }),
    ),
  ];
}
