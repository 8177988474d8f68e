import type { HttpHandler } from 'msw';
import { dictWord } from '../handlers/org-tree';
import { DISABLED, enableHandler } from '../handlers/resource-enable';
import type { MessageKey } from '../messages';
import { seedTime } from '../seed-builders';
import type { OssRow, SmsRow } from '../types-resource';
import type { SeedContext, ServeContext } from './entity';

// What the object storage and SMS config modules share (oss.ts, sms.ts, as OssController and
// SmsController do): each tenant's configs from the seed data, one of them enabled; the blade
// family answering the VO (category and status words); a code unique per tenant; a status changed
// only by `enable` (a submit keeps it, a new config starts disabled), so a tenant never has two
// enabled.

type Config = OssRow | SmsRow;
type Kind = 'oss' | 'sms';

const CATEGORIES = [1, 2, 3, 4];
const ENABLED = 2;

/**
 * The seed of a kind: every tenant's configs (`seedsOf`), the `optional` fields filled with their
 * defaults, created a little apart per tenant.
 */
export const configSeed =
  <Row extends Config>(seedsOf: (tenantId: string) => readonly object[], optional: Record<string, string>) =>
  ({ tenants, nextId, tenantIndex }: SeedContext): Row[] =>
    tenants.flatMap((tenant) =>
      seedsOf(tenant.tenantId).map((seed, index) => {
        const { enabled, ...given } = seed as Record<string, unknown>;
        const required = Object.fromEntries(Object.entries(given).filter(([key]) => !(key in optional)));
        const filled = Object.fromEntries(Object.entries(optional).map(([key, blank]) => [key, given[key] ?? blank]));
        const created = seedTime(200 + tenantIndex(tenant) * 5 + index);
        const status = enabled ? ENABLED : DISABLED;
        return {
          ...required,
          id: nextId(),
          tenantId: tenant.tenantId,
          ...filled,
          status,
          createTime: created,
          updateTime: created,
        } as Row;
      }),
    );

/** A kind's calls: list, detail, submit, remove (blade) and enable. `check` adds the kind's own rules. */
export function configCalls<Row extends Config, K extends string>(
  { router, db, rows, blade }: ServeContext<Row, K>,
  spec: {
    kind: Kind;
    base: string;
    code: keyof Row & ('ossCode' | 'smsCode');
    blank: Parameters<ServeContext<Row, K>['blade']>[0]['blank'];
    required: Parameters<ServeContext<Row, K>['blade']>[0]['required'];
    check?: (row: Row) => K | MessageKey | null;
  },
): HttpHandler[] {
  const codeOf = (row: Row): string => String((row as Record<string, unknown>)[spec.code]).trim();
  return [
    ...blade({
      base: spec.base,
      blank: spec.blank,
      required: spec.required,
      validate: (row, siblings) => {
        if (!CATEGORIES.includes(row.category)) return 'resCategoryRequired';
        return spec.check?.(row) ?? (siblings.some((other) => codeOf(other) === codeOf(row)) ? 'resCodeExists' : null);
      },
      // blade_oss / blade_sms: the code varchar(32), the keys and addresses varchar(255).
      maxLength: { [spec.code]: 32 } as Partial<Record<keyof Row & string, number>>,
      tenantScoped: true,
      prepare: (row, visible) => ({
        ...row,
        [spec.code]: codeOf(row),
        status: visible.find((other) => other.id === row.id)?.status ?? DISABLED,
      }),
      present: (row) => ({
        ...row,
        categoryName: dictWord(db, spec.kind, row.category),
        statusName: dictWord(db, 'yes_no', row.status),
      }),
    }),
    enableHandler<Row>(router, spec.base, rows, `${spec.kind}_enable`),
  ];
}
