import type { ResourceDef } from './types';
import param from './system/param';
import tenantPackage from './system/tenant-package';
import { orgResources } from './system/org';
import dict, { dictLayouts } from './system/dict';
import dictBiz from './system/dict-biz';
import { userResources } from './system/users';
import { accessResources } from './system/access';
import { platformResources } from './system/platform';
import { otoResources } from './oto';
import { resourceResources } from './resource';
import { noticeResources } from './notice';
import { logResources } from './log';
import { developResources } from './develop';
import benchRows from './bench/bench-rows';

// The benchmark's list exists only in a VITE_BENCH=1 build; elsewhere this folds to nothing.
const benchResources: ResourceDef[] = import.meta.env.VITE_BENCH === '1' ? [benchRows] : [];

/**
 * Every declared entity. Adding one is adding its module here: the route, the Refine resource
 * and the list page follow from the declaration.
 */
export const resources: ResourceDef[] = [param, tenantPackage, ...orgResources, dict, dictBiz, ...dictLayouts, ...userResources, ...accessResources, ...platformResources, ...otoResources, ...resourceResources, ...noticeResources, ...logResources, ...developResources, ...benchResources];

export const findResource = (name: string) => resources.find((def) => def.name === name);

/** Refine's view of the registry: name, list route and the meta the providers read. */
export const refineResources = resources.map((def) => ({
  name: def.name,
  list: def.route,
  meta: { label: def.label, api: def.api, permission: def.permission },
}));
