import { config } from '../../config';
import { defineResource } from '../types';

/** A row of bench-row/list: an order-like row computed from its index. */
export type BenchRow = {
  id: string;
  /** `ZY2025` + 6 digits. */
  orderNo: string;
  studentName: string;
  province: string;
  /** 400..700. */
  score: number;
  /** A key of the `subject` dictionary: WEN / LI / ZONG / L / W. */
  subject: string;
  expertName: string;
  serviceName: string;
  /** Money as Blade's BigDecimal serialises it: `'1999.00'`. */
  amount: string;
  /** 0..3. */
  status: number;
  /** `yyyy-MM-dd HH:mm:ss`. */
  createTime: string;
};

// Only in the benchmark build (VITE_BENCH=1): a 10-column list the stand-in fills with 1000 rows,
// so `npm run bench` can time a 200-row page through the same CRUD machinery as every entity.
export default defineResource<BenchRow>({
  name: 'bench-row',
  route: '/bench/rows',
  label: 'bench.title',
  noun: 'bench.name',
  permission: 'benchrows',
  api: { base: `${config.services.management}/bench-row`, family: 'blade' },
  actions: { view: true },
  fields: [
    { name: 'orderNo', label: 'bench.orderNo', table: true, search: true },
    { name: 'studentName', label: 'bench.studentName', table: true, search: true },
    { name: 'province', label: 'bench.province', table: true },
    { name: 'score', label: 'bench.score', table: true },
    { name: 'subject', label: 'bench.subject', type: 'select', options: { dict: 'subject' }, table: true },
    { name: 'expertName', label: 'bench.expertName', table: true },
    { name: 'serviceName', label: 'bench.serviceName', table: true },
    { name: 'amount', label: 'bench.amount', table: true },
    { name: 'status', label: 'bench.status', table: true },
    { name: 'createTime', label: 'bench.createTime', table: true },
  ],
});
