// Turning a submitted JSON body into a row: only known fields, each coerced to the type of its
// default, as Jackson would bind it onto the entity.

export type CrudRow = { id: string } & Record<string, unknown>;

/** Fields the server owns: a client can neither set nor change them through submit. */
export const SYSTEM_FIELDS = ['id', 'tenantId', 'createUser', 'createTime', 'updateUser', 'updateTime'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

function coerce(template: unknown, value: unknown): unknown {
  if (typeof template === 'number') {
    const number = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
    return Number.isFinite(number) ? number : template;
  }
  if (typeof template === 'string') {
    // Multi-selects (menus, roles) arrive as arrays; Blade keeps them comma-joined.
    return Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  if (typeof template === 'boolean') return value === true || value === 'true' || value === 1 || value === '1';
  if (Array.isArray(template)) return Array.isArray(value) ? value : String(value).split(',').filter(Boolean);
  return value;
}

/** The known fields present in `body`, coerced like the defaults in `blank`. Nulls are skipped, as
 * Blade's updateById skips them (an insert then keeps the default). */
export function pickFields(blank: Record<string, unknown>, body: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [field, template] of Object.entries(blank)) {
    if (body[field] !== undefined && body[field] !== null) picked[field] = coerce(template, body[field]);
  }
  return picked;
}

/** Blade's notion of "not filled in": null, undefined, blank text, empty list. */
export const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);
