import type { ResourceDef } from '../types';
import param from './param';
import tenantPackage from './tenant-package';
import { orgResources } from './org';
import dict, { dictLayouts } from './dict';
import dictBiz from './dict-biz';
import { userResources } from './users';
import { accessResources } from './access';
import { platformResources } from './platform';

/** Platform administration: params, packages, org, dictionaries, users, access, platform screens. */
export const systemResources: ResourceDef[] = [
  param,
  tenantPackage,
  ...orgResources,
  dict,
  dictBiz,
  ...dictLayouts,
  ...userResources,
  ...accessResources,
  ...platformResources,
];
