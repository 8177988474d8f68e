import { fail, ok, say } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import { readJson } from '../request';
import type { RouteContext } from '../router';
import { nowText } from '../time';
import type { OtoProgrammeRow } from '../types-oto';
import { findOrder, mayAct, refuse, rejected } from './oto-order-shared';

// student-ord-programme save (add, or update with id) and del/{id}: the steps of an order's
// service programme, edited in the order's detail. A step is reached through its order, so an
// organization's staff touch only their organization's programmes.

type Editable = Pick<OtoProgrammeRow, 'orderId' | 'title' | 'content' | 'planTime' | 'finished' | 'sort'>;

const EDITABLE: Editable = { orderId: '', title: '', content: '', planTime: '', finished: 0, sort: 0 };

const MAX_LENGTH = { title: 64, content: 1000, planTime: 19 };

export async function saveProgramme({ request, db, caller }: RouteContext): Promise<Response> {
  if (!mayAct(db, caller, 'programme')) return rejected(request);
  const body = readJson(await request.text());
  if (!body) return fail(400, say(request, 'badRequest'));
  if (unboundField({ ...EDITABLE }, body) !== null) return fail(400, say(request, 'paramInvalid'));
  const values = pickFields({ ...EDITABLE }, body) as Partial<Editable>;
  const overlong = overlongField(values, MAX_LENGTH);
  if (overlong) return fail(400, say(request, 'fieldTooLong', ...overlong));
  const id = isBlank(body.id) ? '' : String(body.id).trim();
  const existing = id
    ? db.tables.otoProgrammes.find((step) => step.id === id && step.tenantId === caller.tenantId)
    : undefined;
  if (id && (!existing || !findOrder(db, caller, existing.orderId))) return refuse(request, 'programmeNotFound');
  // A step stays with its order: an update's orderId is the stored one.
  const orderId = existing?.orderId ?? values.orderId?.trim() ?? '';
  if (!findOrder(db, caller, orderId)) return refuse(request, 'orderNotFound');
  const title = (values.title ?? existing?.title ?? '').trim();
  if (!title) return refuse(request, 'programmeTitleRequired');
  const finished = values.finished === undefined ? undefined : values.finished ? 1 : 0;
  if (existing) {
    db.update('otoProgrammes', {
      ...existing,
      ...values,
      orderId,
      title,
      ...(finished === undefined ? {} : { finished }),
    });
    return ok(true, say(request, 'success'));
  }
  const steps = db.tables.otoProgrammes.filter((step) => step.orderId === orderId);
  db.insert('otoProgrammes', {
    ...EDITABLE,
    ...values,
    orderId,
    title,
    finished: finished ?? 0,
    // A step added without a place goes last.
    sort: isBlank(body.sort) ? Math.max(0, ...steps.map((step) => step.sort)) + 1 : (values.sort ?? 0),
    id: db.nextId(),
    tenantId: caller.tenantId,
    createTime: nowText(),
  });
  return ok(true, say(request, 'success'));
}

export function deleteProgramme({ request, params, db, caller }: RouteContext): Response {
  if (!mayAct(db, caller, 'programme')) return rejected(request);
  const id = String(params.id ?? '').trim();
  const step = db.tables.otoProgrammes.find((row) => row.id === id && row.tenantId === caller.tenantId);
  if (!step || !findOrder(db, caller, step.orderId)) return refuse(request, 'programmeNotFound');
  db.remove('otoProgrammes', (row) => row.id === id);
  return ok(true, say(request, 'success'));
}
