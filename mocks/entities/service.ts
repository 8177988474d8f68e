import { fail, ok, say } from '../blade';
import { listFields, pageAnswer, pathIds, removeRows, saveRow } from '../handlers/oto-kit';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { buildServices } from '../seed-data/oto-settings';
import type { OtoServiceRow } from '../types-oto';
import { defineEntity, type Entity } from './entity';

// 服务管理 (serve-info: search, serve-list, save-and-update, del/{id}). Services are the tenant's
// (an organization's staff see them too: their order form needs them); `serve-list?ids=` feeds the
// order form with the services it names, and a service an order uses stays: beyond the onetoone
// family, so the calls are its own.

const BLANK = { serveName: '', category: '', price: 0, duration: 60, sessions: 1, description: '', saleStatus: 1 };
const FIELDS = listFields(BLANK);

const service: Entity<'otoServices', OtoServiceRow> = defineEntity<OtoServiceRow>()({
  code: 'service',
  table: 'otoServices',
  ids: 'oto-catalogue',
  // Numbered after the tenant's orgs and experts.
  seed: ({ tenants, business }) =>
    tenants.flatMap(({ tenantId }) =>
      business ? buildServices(tenantBusinesses[tenantId]?.services ?? [], business.build(3)) : [],
    ),
  menu: {
    parent: 'oto',
    path: '/oto/service',
    source: 'iconfont icon-gift',
    sort: 4,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, db, api, rows }) => {
    const path = `${api.management}/onetoone/serve-info`;
    const own = (tenantId: string): OtoServiceRow[] => rows.rows().filter((row) => row.tenantId === tenantId);
    return [
      router.get(`${path}/search`, ({ request, url, caller }) =>
        pageAnswer(request, url.searchParams, own(caller.tenantId), { fields: FIELDS, searchable: ['serveName'] }),
      ),
      // `ids=a,b`: those services of the tenant, oldest first. The ids are a required parameter, as
      // the real call's @RequestParam: without them Blade's 400, not the whole table.
      router.get(`${path}/serve-list`, ({ request, url, caller }) => {
        const ids = new Set(pathIds(url.searchParams.get('ids') ?? ''));
        if (ids.size === 0) return fail(400, say(request, 'idsRequired'));
        const named = own(caller.tenantId).filter((row) => ids.has(row.id));
        return ok(named.sort((a, b) => a.createTime.localeCompare(b.createTime)));
      }),
      router.post(`${path}/save-and-update`, (context) =>
        saveRow<OtoServiceRow>(context, {
          table: rows,
          blank: BLANK,
          created: {},
          maxLength: { serveName: 64, category: 8, description: 1000 },
          scope: (caller) => own(caller.tenantId),
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
          table: rows,
          scope: (caller) => own(caller.tenantId),
          button: 'service_delete',
          refusal: ([doomed]) =>
            db.tables.otoOrders.some((order) => order.serveId === doomed.id && order.tenantId === doomed.tenantId)
              ? ['serviceInUse', doomed.serveName]
              : null,
        }),
      ),
    ];
  },
});

export default service;
