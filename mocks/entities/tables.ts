import type { AttachRow } from '../../src/resources/resource/attach';
import type { ClientRow } from '../../src/resources/system/client';
import type { DatasourceRow } from '../../src/resources/system/datasource';
import type { ReportRow } from '../types-platform';
import type { NoticeRow } from '../../src/resources/notice/notice';
import type { ParamRow } from '../../src/resources/system/param';
import type { TenantRow } from '../../src/resources/system/tenant';
import type { TenantPackageRow } from '../../src/resources/system/tenant-package';
import type { TopMenuRow } from '../../src/resources/system/top-menu';
import type { PromptConfigRow } from '../../src/resources/oto/prompt-config';
import type { QrcodeSettingRow } from '../../src/resources/oto/qrcode-setting';
import type { ApiScopeRow, DataScopeRow, RoleRow, RoleScopeRow } from '../types-access';
import type { DictBizRow, DictRow } from '../types-dict';
import type { DeptRow } from '../types-org';
import type { UserRow } from '../types-user';
import type { MenuRow, RoleMenuRow, RoleTopMenuRow, TopMenuSettingRow } from '../types-menu';
import type { PostRow, RegionRow } from '../types-org';
import type {
  OtoConsultRow,
  OtoCustomerRow,
  OtoExpertRow,
  OtoExpertVideoRow,
  OtoH5RegistrationRow,
  OtoOrderRow,
  OtoOrgMemberRow,
  OtoOrgRow,
  OtoProgrammeRow,
  OtoServiceRow,
} from '../types-oto';
import type { OssRow, SmsRow } from '../types-resource';

// The store's tables that entity modules own, a line each: the table, its row (the declaration's
// wire row, less what a VO adds) and the field that keys a row when it is not `id`. The store's
// types (types.ts) and keys (table-keys.ts) read this file and it reads no module, so the stand-in
// has no import circle; a module names one of these tables (`Entity<'<table>', Row>`), and may own
// further ones (`owns`: an expert's videos).

type TextField<Row> = { [F in keyof Row]-?: Row[F] extends string ? F : never }[keyof Row] & string;
/** A table's row type (carried by the type only), its key field and whether its seed loads late. */
type EntityTable<Row, Late extends boolean = false> = { readonly key: string; readonly late: Late; readonly row?: Row };
const table = <Row>(key: TextField<Row> | 'id' = 'id'): EntityTable<Row> => ({ key, late: false });
/**
 * A table whose seed is too large for the stand-in's first chunk: its module's `late` loads it on
 * first use. Empty until then; the journal keeps its changes until the rows come (journal.ts).
 */
const lateTable = <Row>(key: TextField<Row> | 'id' = 'id'): EntityTable<Row, true> => ({ key, late: true });

export const entityTables = {
  tenantPackages: table<TenantPackageRow>(),
  tenants: table<TenantRow>(),
  depts: table<DeptRow>(),
  roles: table<RoleRow>(),
  roleMenus: table<RoleMenuRow>(),
  roleScopes: table<RoleScopeRow>(),
  users: table<UserRow>(),
  params: table<ParamRow>(),
  dicts: table<DictRow>(),
  dictBiz: table<DictBizRow>(),
  menus: table<MenuRow>(),
  topMenus: table<TopMenuRow>(),
  topMenuSettings: table<TopMenuSettingRow>(),
  roleTopMenus: table<RoleTopMenuRow>(),
  dataScopes: table<DataScopeRow>(),
  apiScopes: table<ApiScopeRow>(),
  // A region is keyed by its code, as blade_region is.
  regions: lateTable<RegionRow>('code'),
  posts: table<PostRow>(),
  clients: table<ClientRow>(),
  datasources: table<DatasourceRow>(),
  reports: table<ReportRow>(),
  notices: table<Omit<NoticeRow, 'categoryName'>>(),
  ossConfigs: table<OssRow>(),
  smsConfigs: table<SmsRow>(),
  attaches: table<AttachRow>(),
  otoOrgs: table<OtoOrgRow>(),
  otoOrgMembers: table<OtoOrgMemberRow>(),
  otoExperts: table<OtoExpertRow>(),
  otoExpertVideos: table<OtoExpertVideoRow>(),
  otoServices: table<OtoServiceRow>(),
  otoOrders: table<OtoOrderRow>(),
  otoProgrammes: table<OtoProgrammeRow>(),
  otoConsults: table<OtoConsultRow>(),
  otoCustomers: table<OtoCustomerRow>(),
  otoH5Registrations: table<OtoH5RegistrationRow>(),
  otoQrcodes: table<QrcodeSettingRow>(),
  otoTips: table<PromptConfigRow>(),
};

export type EntityTableName = keyof typeof entityTables;

/** A table per entity module, holding the module's rows. */
export type EntityTables = {
  [N in EntityTableName]: (typeof entityTables)[N] extends EntityTable<infer Row, boolean> ? Row[] : never;
};

/** The tables whose seed loads late (`lateTable`). */
export type LateTableName = {
  [N in EntityTableName]: (typeof entityTables)[N] extends EntityTable<unknown, true> ? N : never;
}[EntityTableName];

export const lateTableNames = (): LateTableName[] =>
  (Object.keys(entityTables) as EntityTableName[]).filter((name): name is LateTableName => entityTables[name].late);

export const emptyEntityTables = (): EntityTables =>
  Object.fromEntries(Object.keys(entityTables).map((name) => [name, []])) as unknown as EntityTables;

/** The field that keys each entity table's rows. */
export const entityKeyFields = (): Record<EntityTableName, string> =>
  Object.fromEntries(Object.entries(entityTables).map(([name, { key }]) => [name, key])) as Record<
    EntityTableName,
    string
  >;
