// What a Spring controller refuses before it stores anything: a body value Jackson cannot bind to
// the entity field's type (Blade answers 400 参数校验失败), and text longer than its column.
// Without these the stand-in stored "[object Object]" for an object sent where text belongs.

/** Column size of a text field no spec declares: Blade's varchar(255). */
const DEFAULT_TEXT_LENGTH = 255;

type Value = unknown;

const isText = (value: Value): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isNumeric = (value: Value): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && (value.trim() === '' || Number.isFinite(Number(value))));

/** Whether `value` binds to a field whose default is `template`; absent and null always do (no change). */
function binds(template: Value, value: Value): boolean {
  if (value === null || value === undefined) return true;
  // Multi-selects (menus, roles) send a list of ids for a comma-joined text column.
  if (typeof template === 'string')
    return (
      isText(value) || (Array.isArray(value) && value.every((item) => isNumeric(item) || typeof item === 'string'))
    );
  if (typeof template === 'number') return isNumeric(value);
  if (typeof template === 'boolean')
    return typeof value === 'boolean' || ['true', 'false', '0', '1', 0, 1].includes(value as string | number);
  if (Array.isArray(template)) return typeof value === 'string' || (Array.isArray(value) && value.every(isText));
  return true;
}

/** The first field of `body` (the id, or one of `blank`'s) that does not bind to its type, else null. */
export function unboundField(blank: Record<string, unknown>, body: Record<string, unknown>): string | null {
  if (body.id !== undefined && body.id !== null && typeof body.id !== 'string' && typeof body.id !== 'number')
    return 'id';
  return Object.keys(blank).find((field) => !binds(blank[field], body[field])) ?? null;
}

/**
 * The first text field among `values` longer than its column (`maxLength`, else the default), with
 * that size; else null. Counted in characters, as a utf8mb4 varchar counts them.
 */
export function overlongField(
  values: Record<string, unknown>,
  maxLength: Readonly<Record<string, number | undefined>>,
): readonly [field: string, max: number] | null {
  for (const [field, value] of Object.entries(values)) {
    const max = maxLength[field] ?? DEFAULT_TEXT_LENGTH;
    if (typeof value === 'string' && [...value].length > max) return [field, max];
  }
  return null;
}
