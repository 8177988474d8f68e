import { formatDateTime } from '../time';
import type { LogKind } from '../types-log';
import type { LogCommonRow } from '../../src/resources/log/log-row';
import { PLATFORM_TENANT } from './accounts';
import { officeAddresses, servicePods, userAgents } from './logs-clients';
import { endpointAt, endpoints, type Endpoint } from './logs-endpoints';
import { exceptionSpecs, type ExceptionSpec } from './logs-errors';
import { firstFrame, frameParts, serviceOf } from './logs-stack';
import { usualTemplates, type UsualTemplate } from './logs-usual';
import { seededRandom, type Random } from './oto-random';

// The generated logs of one tenant and kind (see seed-log.ts for why they are not seed rows):
// seeded by tenant and kind, spread over the six weeks before an anchor time. A row holds the
// searchable fields and shared strings only; its long texts (params, log data, stack trace) are
// written when a list page or a detail answers it (handlers/log-present.ts).

/** A generated log: the searchable fields by their Blade names, and what its texts are built from. */
export type LogEntry = Omit<LogCommonRow, 'params'> & {
  logLevel: string;
  logId: string;
  title: string;
  time: string;
  exceptionName: string;
  fileName: string;
  lineNumber: number;
  /** Seeds the row's own texts. */
  seed: number;
  endpoint: Endpoint;
  template: UsualTemplate | null;
  exception: ExceptionSpec | null;
};

const DAY_MS = 86_400_000;
const LOG_WINDOW_DAYS = 42;
/** Rows over the whole window: the platform tenant, and any other (a branch). */
const LOG_COUNTS: Record<'platform' | 'branch', Record<LogKind, number>> = {
  platform: { usual: 3000, api: 5000, error: 1500 },
  branch: { usual: 360, api: 800, error: 150 },
};
/** Calls per hour of the day, relative: office hours, an evening peak (parents sign up after work). */
const HOUR_WEIGHTS = [1, 1, 0, 0, 0, 0, 1, 2, 6, 10, 12, 11, 7, 9, 12, 11, 10, 8, 6, 7, 8, 6, 3, 2];
const KIND_NUMBER: Record<LogKind, bigint> = { usual: 1n, api: 2n, error: 3n };

/** Ids grow with time within a tenant and kind: `1123598815800000000 + kind·10¹³ + tenant·10⁷ + n`. */
export function logIdBase(kind: LogKind, tenantId: string): bigint {
  const tenant = /^\d{1,6}$/.test(tenantId) ? BigInt(tenantId) : BigInt(hash(tenantId) % 1_000_000);
  return 1_123_598_815_800_000_000n + KIND_NUMBER[kind] * 10_000_000_000_000n + tenant * 10_000_000n;
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/** A weighted pick from `items` (weights summed once, not per pick). */
function picker<T extends { weight: number }>(items: readonly T[]): (random: Random) => T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  return (random) => {
    let left = random.next() * total;
    for (const item of items) {
      left -= item.weight;
      if (left < 0) return item;
    }
    return items[items.length - 1];
  };
}

const pickHour = picker(HOUR_WEIGHTS.map((weight, hour) => ({ weight, hour })));
const pickTemplate = picker(usualTemplates);
const pickException = picker(exceptionSpecs);
const pickEndpoint = picker(endpoints);
const endpointByUri = new Map(endpoints.map((endpoint) => [endpoint.uri, endpoint]));
const at = (uri: string): Endpoint => endpointByUri.get(uri) ?? endpointAt(uri);

/** The error log's class, method, file and line: BladeX takes them from its trace's first frame. */
const originOf = (exception: ExceptionSpec, endpoint: Endpoint) =>
  frameParts(
    firstFrame(exception.library, serviceOf(endpoint.cls), exception.thrownIn[0] || endpoint.fn, exception.thrownIn[1]),
  );

type LogTenant = { tenantId: string; createTime: string };

type Generation = {
  kind: LogKind;
  tenant: LogTenant;
  /** Newest time a log may have (ms). */
  anchor: number;
  product: string;
  /** The tenant's accounts, most active first. */
  accounts: readonly string[];
};

/** The rows of one kind of one tenant, newest first (create time, then id, descending). */
export function generateLogs({ kind, tenant, anchor, product, accounts }: Generation): LogEntry[] {
  const random = seededRandom(hash(`${tenant.tenantId}:${kind}`));
  const born = Date.parse(tenant.createTime.replace(' ', 'T'));
  const start = Math.max(anchor - LOG_WINDOW_DAYS * DAY_MS, Number.isFinite(born) ? born : 0);
  const share = Math.max(0, anchor - start) / (LOG_WINDOW_DAYS * DAY_MS);
  const count = Math.round(LOG_COUNTS[tenant.tenantId === PLATFORM_TENANT ? 'platform' : 'branch'][kind] * share);
  if (count === 0) return [];
  const offices = officeAddresses[tenant.tenantId] ?? officeAddresses['*'];
  const people = accounts.length ? accounts : ['admin'];
  const browsers = people.map((account) => userAgents[hash(account) % userAgents.length]);
  // One string per service, pod and origin, shared by every row that names it.
  const places = new Map<string, { serviceId: string; pods: { host: string; ip: string }[] }>();
  const placeOf = (service: string) => {
    let place = places.get(service);
    if (!place) {
      const serviceId =
        service === '@mgmt' ? `${product}-management` : service === '@resource' ? `${product}-resource` : service;
      place = { serviceId, pods: servicePods[service].map(([suffix, ip]) => ({ host: `${serviceId}-${suffix}`, ip })) };
      places.set(service, place);
    }
    return place;
  };
  const origins = new Map<string, ReturnType<typeof originOf>>();
  const origin = (exception: ExceptionSpec, endpoint: Endpoint) => {
    const key = `${exception.name}|${exception.thrownIn[0]}|${endpoint.uri}`;
    let found = origins.get(key);
    if (!found) origins.set(key, (found = originOf(exception, endpoint)));
    return found;
  };

  /** A moment in the window: recent days a little busier, weekends quieter, office hours. */
  const moment = (): number => {
    for (;;) {
      const daysAgo = Math.floor(random.next() ** 1.25 * LOG_WINDOW_DAYS);
      const day = new Date(anchor - daysAgo * DAY_MS);
      const weekend = day.getDay() === 0 || day.getDay() === 6;
      if (weekend && random.chance(0.6)) continue;
      const at = new Date(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        pickHour(random).hour,
        random.int(0, 59),
        random.int(0, 59),
        random.int(0, 999),
      ).getTime();
      if (at <= anchor && at >= start) return at;
    }
  };

  // Error logs come partly in bursts: an outage of Redis or of a service, minutes long.
  const bursts = kind === 'error' ? incidents(random, count, moment) : [];
  const entries: LogEntry[] = [];
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const burst = bursts.find((each) => index < each.until);
    times.push(burst ? Math.min(anchor, burst.at + Math.floor(random.next() * burst.minutes * 60_000)) : moment());
    const template = kind === 'usual' ? pickTemplate(random) : null;
    const exception = kind === 'error' ? (burst?.spec ?? pickException(random)) : null;
    const endpoint = template ? at(template.uri) : exception ? at(random.pick(exception.uris)) : pickEndpoint(random);
    const source = exception ? origin(exception, endpoint) : null;
    const personIndex = Math.min(people.length - 1, Math.floor(random.next() ** 2 * people.length));
    const place = placeOf(endpoint.service);
    const pod = random.pick(place.pods);
    const [low, high] = endpoint.ms;
    const slow = random.chance(0.02) ? random.int(4, 10) : 1;
    entries.push({
      id: String(index),
      tenantId: tenant.tenantId,
      serviceId: place.serviceId,
      serverHost: pod.host,
      serverIp: pod.ip,
      env: 'prod',
      // A person works from their usual office and browser, now and then from elsewhere.
      remoteIp: random.chance(0.85) ? offices[personIndex % offices.length] : random.pick(offices),
      userAgent: random.chance(0.8) ? browsers[personIndex] : random.pick(userAgents),
      requestUri: endpoint.uri,
      method: endpoint.method,
      methodClass: source?.cls ?? endpoint.cls,
      methodName: source?.fn ?? endpoint.fn,
      // The token request has no signed-in caller yet.
      createBy: endpoint.uri.startsWith('/oauth/') && endpoint.uri !== '/oauth/logout' ? '' : people[personIndex],
      createTime: '',
      logLevel: template?.level ?? '',
      logId: template?.logId ?? '',
      title: kind === 'api' ? endpoint.title : '',
      time: kind === 'api' ? String(Math.round((low + (high - low) * random.next() ** 2) * slow)) : '',
      exceptionName: exception?.name ?? '',
      fileName: source?.file ?? '',
      lineNumber: source?.line ?? -1,
      seed: random.int(1, 2 ** 31 - 1),
      endpoint,
      template,
      exception,
    });
  }
  // Newest first; ids count up in time order from the tenant's base (its last 7 digits are the count).
  const order = entries.map((_entry, index) => index).sort((a, b) => times[b] - times[a]);
  const prefix = (logIdBase(kind, tenant.tenantId) / 10_000_000n).toString();
  return order.map((index, rank) => {
    const entry = entries[index];
    entry.id = prefix + String(count - 1 - rank).padStart(7, '0');
    entry.createTime = formatDateTime(new Date(times[index]));
    return entry;
  });
}

type Incident = { at: number; minutes: number; spec: ExceptionSpec; until: number };

/** About a fifth of the error rows, in up to four outages; `until`: the row index each ends before. */
function incidents(random: Random, count: number, moment: () => number): Incident[] {
  const bursty = exceptionSpecs.filter((spec) => spec.burst);
  const total = Math.floor(count / 5);
  const howMany = Math.max(1, Math.min(4, Math.floor(total / 30)));
  let until = 0;
  return Array.from({ length: howMany }, () => {
    until += Math.floor(total / howMany);
    return { at: moment(), minutes: random.int(6, 25), spec: random.pick(bursty), until };
  });
}
