import { changeExpert, changeStatus, refundOrder } from '../handlers/oto-order-flow';
import { deleteProgramme, saveProgramme } from '../handlers/oto-order-programme';
import { orderProgramme, searchOrders } from '../handlers/oto-order-search';
import { deleteOrders, saveOrder, updateOrder } from '../handlers/oto-order-write';
import { ORDER_ACTIONS } from '../seed-data/oto-screens';
import { seedOtoOrders } from '../seed-oto-order';
import type { OtoOrderRow } from '../types-oto';
import { defineEntity, type Entity } from './entity';

// 订单管理 (student-order, spec §7) and the steps of an order's service programme, a table it owns
// (student-ord-programme). 机构订单 (/oto/org-order) is a second screen over the same calls, its
// menu row in seed-data/oto-screens.ts: a write needs the button of either page (`order_refund` or
// `org_order_refund`, ...), and an organization's staff reach only their organization's orders.
// The life of an order (order-status.ts) is its calls' (handlers/oto-order-*.ts).

const order: Entity<'otoOrders', OtoOrderRow> = defineEntity<OtoOrderRow>()({
  code: 'order',
  table: 'otoOrders',
  owns: ['otoProgrammes'],
  ids: 'oto-orders',
  // Half a year of the tenant's orders placed with its orgs, experts and services, then their
  // programmes, from a random stream of their own (seed-oto-order.ts).
  seed: ({ tenants, nextId, seedDay, seeded, business }) => {
    const placed = business
      ? tenants.map(({ tenantId }) =>
          seedOtoOrders({
            tenantId,
            orgs: business.own(seeded.otoOrgs),
            experts: business.own(seeded.otoExperts),
            services: business.own(seeded.otoServices),
            nextId,
            seedDay,
            seedAt: business.seedAt,
            total: business.orderTotal,
          }),
        )
      : [];
    return {
      otoOrders: placed.flatMap(({ orders }) => orders),
      otoProgrammes: placed.flatMap(({ programmes }) => programmes),
    };
  },
  menu: {
    parent: 'oto',
    path: '/oto/order',
    source: 'iconfont icon-shopping-cart',
    sort: 5,
    buttons: ['add', 'edit', 'delete', 'view'],
    extra: ORDER_ACTIONS,
  },
  serve: ({ router, api }) => {
    const path = `${api.management}/onetoone/student-order`;
    const programme = `${api.management}/onetoone/student-ord-programme`;
    return [
      router.get(`${path}/search`, searchOrders),
      router.get(`${path}/ord-programme`, orderProgramme),
      router.post(`${path}/save`, saveOrder),
      router.post(`${path}/update`, updateOrder),
      router.post(`${path}/del/:ids`, deleteOrders),
      router.post(`${path}/change-expert`, changeExpert),
      router.post(`${path}/change-ord-status`, changeStatus),
      router.post(`${path}/refund`, refundOrder),
      router.post(`${programme}/save`, saveProgramme),
      router.post(`${programme}/del/:id`, deleteProgramme),
    ];
  },
});

export default order;
