import menu from './menu';
import tenantPackage from './tenant-package';
import tenant from './tenant';
import dept from './dept';
import param from './param';
import dict from './dict';
import dictBiz from './dict-biz';
import topMenu from './top-menu';
import post from './post';
import dataScope from './data-scope';
import apiScope from './api-scope';
import role from './role';
import user from './user';
import region from './region';
import client from './client';
import datasource from './datasource';
import report from './report';
import notice from './notice';
import oss from './oss';
import sms from './sms';
import attach from './attach';
import organization from './organization';
import expert from './expert';
import service from './service';
import order from './order';
import consultation from './consultation';
import potentialStudents from './potential-students';
import h5RegisterUser from './h5-register-user';
import qrcodeSetting from './qrcode-setting';
import promptConfig from './prompt-config';

import type { Entity, StoredRow } from './entity';
import type { EntityTableName, EntityTables } from './tables';

/** A module whose rows are the rows its table holds (tables.ts). */
type TableEntity = { [N in EntityTableName]: Entity<N, Extract<EntityTables[N][number], StoredRow>> }[EntityTableName];

// The stand-in's plain entities, one module each (entity.ts). A new one is a module, a line here
// and its table's line in tables.ts: its seed, journal, handlers, menu and buttons follow. Within
// a seed slot the list's order is the seed's: in `tenancy` the tenant packages, then the tenants,
// then the depts, then the roles, then the users; in `core` the params, then the system dictionaries, then every
// tenant's business ones, then the top menus; in `org` the depts below the accounts', then the
// posts; in `access` the data scopes, then the API scopes, then the roles' grants of them; the
// one-to-one modules draw from one stream per tenant, orgs, experts and services first, then (in
// the `oto` slot) the experts' videos, consultations, customers and H5 sign-ups, as they always did.
export const entities = [
  menu,
  tenantPackage,
  tenant,
  dept,
  param,
  dict,
  dictBiz,
  topMenu,
  post,
  dataScope,
  apiScope,
  role,
  user,
  region,
  client,
  datasource,
  report,
  notice,
  oss,
  sms,
  attach,
  organization,
  expert,
  service,
  order,
  consultation,
  potentialStudents,
  h5RegisterUser,
  qrcodeSetting,
  promptConfig,
] as const satisfies readonly TableEntity[];
