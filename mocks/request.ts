// Reading what a client sent, the lenient way a Spring controller binds it.

/**
 * Query params, plus a form body when one is sent, as Spring's `@RequestParam` and model
 * attributes read them. A JSON body binds nothing here, as on BladeX: a client that sends JSON where
 * params are read finds its fields missing, not silently accepted.
 */
export async function readParams(request: Request): Promise<URLSearchParams> {
  const params = new URLSearchParams(new URL(request.url).search);
  const type = request.headers.get('Content-Type') ?? '';
  const body = await request.text();
  if (!body) return params;
  if (type.includes('application/x-www-form-urlencoded')) {
    new URLSearchParams(body).forEach((value, key) => params.set(key, value));
  }
  return params;
}

/**
 * For the spec-only one-to-one calls, whose binding the spec does not show (the console sends
 * JSON): query and form params, plus the string and number fields of a JSON body.
 */
export async function readParamsOrJson(request: Request): Promise<URLSearchParams> {
  const json = (request.headers.get('Content-Type') ?? '').includes('application/json');
  const text = json ? await request.clone().text() : '';
  const params = await readParams(request);
  Object.entries(readJson(text) ?? {}).forEach(([key, value]) => {
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  });
  return params;
}

/** The JSON object in `text`, or null when it is not an object. */
export function readJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Text ids from a JSON list of ids (Blade's List<Long> takes numbers or numeric text); none when absent. */
export const idList = (value: unknown): string[] | null =>
  value === undefined || value === null
    ? []
    : Array.isArray(value) && value.every((id) => typeof id === 'string' || typeof id === 'number')
      ? [...new Set(value.map((id) => String(id).trim()).filter(Boolean))]
      : null;

/** The JSON array in `text`, or null when it is not an array. */
export function readJsonArray(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** `ids=a,b` from the query (or a form body), trimmed and de-duplicated. */
export async function readIds(request: Request, name = 'ids'): Promise<string[]> {
  const raw = (await readParams(request)).get(name) ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
