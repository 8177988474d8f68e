import type { HttpHandler } from 'msw';
import { ok, say, type MessageKey } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { pickFields } from '../crud-values';
import { dbStore, isRefusal } from '../flow-engine';
import { startLeave } from '../flow-leave';
import { userName } from '../flow-present';
import { readJson } from '../request';
import type { RouteContext, Router } from '../router';
import { param, refuse, refused } from './flow-kit';

// blade-desk's LeaveController: start-process (the form of /work/process/leave/form: Saber's rules
// in its order, then what the service needs: an end after the start, an approver of the caller's
// tenant, a definition it may start and that is active) and detail, whose flow.assigneeName is
// the applicant's name, as the handle and detail pages show it. Any signed-in user of the tenant.

const base = '/api/blade-desk/process/leave';

const blank = { processDefinitionId: '', taskUser: '', startTime: '', endTime: '', reason: '' };

const required: readonly (readonly [keyof typeof blank, MessageKey])[] = [
  ['startTime', 'leaveStartTimeRequired'],
  ['endTime', 'leaveEndTimeRequired'],
  ['reason', 'leaveReasonRequired'],
  ['taskUser', 'leaveTaskUserRequired'],
  ['processDefinitionId', 'leaveProcessRequired'],
];

/** blade_process_leave.reason is a varchar(255). */
const maxLength = { reason: 255 };

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A real `yyyy-MM-dd HH:mm:ss` (Blade's date format; the 31st of February is none). */
function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour, minute, second);
  return date.getMonth() === month - 1 && date.getDate() === day && hour < 24 && minute < 60 && second < 60;
}

export function leaveHandlers(router: Router): HttpHandler[] {
  const { db } = router;

  const startProcess = async ({ request, caller }: RouteContext): Promise<Response> => {
    const body = readJson(await request.text());
    if (!body) return refuse(request, 'badRequest');
    if (unboundField(blank, body) !== null) return refuse(request, 'paramInvalid');
    const form = { ...blank, ...(pickFields(blank, body) as Partial<typeof blank>) };
    Object.keys(form).forEach((field) => (form[field as keyof typeof form] = form[field as keyof typeof form].trim()));
    const missing = required.find(([field]) => !form[field]);
    if (missing) return refuse(request, missing[1]);
    const overlong = overlongField(form, maxLength);
    if (overlong) return refuse(request, 'fieldTooLong', ...overlong);
    const badTime = (['startTime', 'endTime'] as const).find((field) => !isDateTime(form[field]));
    if (badTime) return refuse(request, 'leaveTimeInvalid', badTime);
    if (form.endTime <= form.startTime) return refuse(request, 'leaveEndNotAfterStart');
    const approver = db.tables.users.find((user) => user.id === form.taskUser && user.tenantId === caller.tenantId);
    if (!approver) return refuse(request, 'leaveApproverNotFound');
    const definition = db.tables.flowDefinitions.find(
      (row) => row.id === form.processDefinitionId && (row.tenantId === '' || row.tenantId === caller.tenantId),
    );
    if (!definition) return refuse(request, 'flowDefinitionNotFound');
    const starter = db.tables.users.find((user) => user.id === caller.userId);
    if (!starter) return refuse(request, 'notFound');
    const leave = startLeave(dbStore(db), {
      definition,
      starter,
      approver,
      startTime: form.startTime,
      endTime: form.endTime,
      reason: form.reason,
    });
    return isRefusal(leave) ? refused(request, leave) : ok(true, say(request, 'success'));
  };

  return [
    router.post(`${base}/start-process`, startProcess),
    router.get(`${base}/detail`, ({ request, url, caller }) => {
      const businessId = param(url, 'businessId');
      if (!businessId) return refuse(request, 'leaveBusinessIdRequired');
      const leave = db.tables.flowLeaves.find((row) => row.id === businessId && row.tenantId === caller.tenantId);
      if (!leave) return refuse(request, 'notFound');
      return ok({ ...leave, flow: { assigneeName: userName(db, leave.createUser) } });
    }),
  ];
}
