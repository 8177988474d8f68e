import type { HttpHandler } from 'msw';
import { fail, ok, say, type MessageKey } from '../blade';
import { holdsPermission } from '../permissions';
import { readJson } from '../request';
import type { RouteContext, Router } from '../router';
import { nowText } from '../time';
import type { SmsLogRow } from '../types-resource';

// The SMS endpoint's send-message (SmsEndpoint; the configs are their module's, entities/sms.ts).
// It takes its arguments as Spring request params (`?code&params&phones`, or a form body; a JSON
// body is no request param), needs the 发送 button (`sms_send`, as the other writes need theirs), picks the
// tenant's config by its code as Blade's SmsBuilder does (whether enabled or not), checks each
// phone with the spec's messages and logs what a provider would have sent in `smsLogs` (the
// newest 100 per tenant are kept).

const LOGS_KEPT = 100;

/** Query params, plus a url-encoded or multipart form body: what Spring binds to @RequestParam. */
async function requestParams(request: Request): Promise<URLSearchParams> {
  const params = new URL(request.url).searchParams;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await request.formData().catch(() => null);
    form?.forEach((value, key) => {
      if (typeof value === 'string' && !params.has(key)) params.set(key, value);
    });
  }
  return params;
}

/** The spec's three phone checks (§5) on one number, in order; null when it is fine. */
function phoneProblem(phone: string): MessageKey | null {
  if (!phone) return 'smsPhoneRequired';
  if (phone.length !== 11) return 'smsPhoneLength';
  return /^1[3-9]\d{9}$/.test(phone) ? null : 'smsPhoneFormat';
}

/** `params` as Blade's JsonUtil.readMap(params, String, String) reads it: a flat JSON object. */
function readParamsMap(text: string): Record<string, string> | null {
  const parsed = readJson(text);
  if (!parsed) return null;
  const flat = Object.values(parsed).every((value) => ['string', 'number', 'boolean'].includes(typeof value));
  return flat ? Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)])) : null;
}

/** `<base>/endpoint/send-message` (SmsEndpoint), through a config of the caller's tenant. */
export function smsSendHandler(router: Router, base: string): HttpHandler {
  const { db } = router;

  const send = async ({ request, caller }: RouteContext): Promise<Response> => {
    if (!holdsPermission(db, caller, 'sms_send')) return fail(403, say(request, 'requestRejected'));
    const query = await requestParams(request);
    // Spring reports the first missing argument, in the method's order.
    const missing = ['code', 'params', 'phones'].find((name) => !query.get(name)?.trim());
    if (missing) return fail(400, say(request, 'resParamMissing', missing));
    const code = String(query.get('code')).trim();
    const config = db.tables.smsConfigs.find((row) => row.tenantId === caller.tenantId && row.smsCode === code);
    if (!config) return fail(400, say(request, 'smsConfigMissing'));
    const params = readParamsMap(String(query.get('params')));
    if (!params) return fail(400, say(request, 'smsParamsInvalid'));
    const phones = String(query.get('phones'))
      .split(',')
      .map((phone) => phone.trim());
    const problem = phones.map(phoneProblem).find((each) => each !== null);
    if (problem) return fail(400, say(request, problem));
    const log: SmsLogRow = {
      id: db.nextId(),
      tenantId: caller.tenantId,
      smsCode: config.smsCode,
      category: config.category,
      signName: config.signName,
      templateId: config.templateId,
      phones: phones.join(','),
      params: JSON.stringify(params),
      createUser: caller.userId,
      createTime: nowText(),
    };
    db.insert('smsLogs', log);
    const own = db.tables.smsLogs.filter((row) => row.tenantId === caller.tenantId);
    const stale = new Set(own.slice(0, Math.max(0, own.length - LOGS_KEPT)).map((row) => row.id));
    if (stale.size > 0) db.remove('smsLogs', (row) => stale.has(row.id));
    return ok(null, say(request, 'smsSent'));
  };

  return router.post(`${base}/endpoint/send-message`, send);
}
