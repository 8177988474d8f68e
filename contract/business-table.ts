import type { Endpoint } from './endpoint';

// The product's own business endpoints (contract/business-endpoints.json): the services a team
// builds beside BladeX, in the format of BladeX's table. BladeX's copy stays byte for byte what its
// controllers map, so this table may not speak for any of BladeX's services: nothing under a
// `blade-*` service, and under `{product}-management` / `{product}-resource` no controller that
// BladeX's table maps from its sources (`menu/...`, `oss/...`). What is left there is the product's
// own (the one-to-one module, `onetoone/...`).

/** BladeX's entries read from its sources (the spec-only ones carry no version). */
const fromBladeX = (endpoint: Endpoint) => endpoint.versions.length > 0;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The service and controller a path names: `/{product}-management/menu/list` → [service, 'menu']. */
const controllerOf = (path: string) => segments(path).slice(0, 2).join('/');

/** Why `entry` may not stand in the business table, or null. */
function businessEntryProblem(entry: Endpoint, blade: readonly Endpoint[]): string | null {
  const label = `${entry.method} ${entry.path}`;
  const [service] = segments(entry.path);
  if (!service) return `${label}: no service`;
  if (service.startsWith('blade-')) return `${label}: ${service} is a BladeX service`;
  const controller = controllerOf(entry.path);
  const owner = blade.find((each) => fromBladeX(each) && controllerOf(each.path) === controller);
  if (owner) return `${label}: ${controller} is BladeX's controller (${owner.source})`;
  const twin = blade.find((each) => each.path === entry.path && each.method === entry.method);
  if (twin) return `${label}: BladeX's table already holds it (${twin.source})`;
  if (!entry.source) return `${label}: no source (the spec section or the backend’s API description)`;
  return null;
}

/** Every problem of a business table; [] when each entry is the product's own. */
export function businessTableProblems(business: readonly Endpoint[], blade: readonly Endpoint[]): string[] {
  const seen = new Set<string>();
  return business.flatMap((entry) => {
    const key = `${entry.method} ${entry.path}`;
    const problem = seen.has(key) ? `${key}: declared twice` : businessEntryProblem(entry, blade);
    seen.add(key);
    return problem ? [problem] : [];
  });
}
