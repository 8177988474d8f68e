import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { changeExpert, changeStatus, refundOrder } from './oto-order-flow';
import { deleteProgramme, saveProgramme } from './oto-order-programme';
import { orderProgramme, searchOrders } from './oto-order-search';
import { deleteOrders, saveOrder, updateOrder } from './oto-order-write';

// student-order and student-ord-programme (spec §7), shared by 订单管理 (/oto/order) and
// 机构订单 (/oto/org-order): a write needs the button of either page (`order_refund` or
// `org_order_refund`, ...), and an organization's staff reach only their organization's orders.

/** student-order and student-ord-programme. */
export const otoOrderHandlers = (router: Router, management: string): HttpHandler[] => {
  const order = `/api/${management}/onetoone/student-order`;
  const programme = `/api/${management}/onetoone/student-ord-programme`;
  return [
    router.get(`${order}/search`, searchOrders),
    router.get(`${order}/ord-programme`, orderProgramme),
    router.post(`${order}/save`, saveOrder),
    router.post(`${order}/update`, updateOrder),
    router.post(`${order}/del/:ids`, deleteOrders),
    router.post(`${order}/change-expert`, changeExpert),
    router.post(`${order}/change-ord-status`, changeStatus),
    router.post(`${order}/refund`, refundOrder),
    router.post(`${programme}/save`, saveProgramme),
    router.post(`${programme}/del/:id`, deleteProgramme),
  ];
};
