import type { HttpHandler } from 'msw';
import type { StandinDb } from '../standin-db';
import { bladeCrud, type CrudSpec } from '../handlers/crud';
import type { CrudRow } from '../crud-values';
import { sayIn, type Catalogue, type Speaker } from '../messages';
import type { Router } from '../router';
import { screenButtons, type ButtonKind, type ExtraButton, type MenuSeed } from '../seed-data/menu-seed';
import { tableAccess, type TableAccess } from '../table-access';
import type { LateTable, RowOf, TableOf } from '../table-keys';
import type { StandinTables, TenantRow } from '../types';
import type { Build } from '../seed-data/oto-experts';
import type { DictSeed } from '../seed-data/dicts';
import type { DictBizRow } from '../types-dict';
import { dictItemsOf, idRangeOf, menuNameOf } from './entity-defaults';
import { lateSeed } from './late-seed';
import { onetooneCrud, type OnetooneSpec } from './onetoone-crud';
import { entityTables, type EntityTableName, type EntityTables, type LateTableName } from './tables';

// An entity of the stand-in in one module: its table, seed rows, calls, messages, menu and buttons.
// `entities` (index.ts) lists the modules; the seed, the handlers and the menu rows are derived from
// that list (seed.ts, menus.ts). The table a module names, its row type and key are a line of
// tables.ts, which the store's types read without reading any module.

/** A stored row: keyed by `id`, or by the field its table's line names (a region by its code). */
export type StoredRow = Record<string, unknown>;

/**
 * Where a module's seed ids come from. A bigint: a range of its own (a new entity takes the next
 * free one; the others' ids never move). A slot: the entity was numbered inside an area's shared
 * sequence before it became a module, and that area's seeder still hands it the ids at the same
 * place, so no seed row changed when it moved: `menus` first of all, from the menu rows' own range
 * (seed.ts: every row the menu lists place, entities/menus.ts, before anything grants them),
 * `tenancy` first in the core sequence (seed.ts: the tenant packages, then the tenants, which name
 * them, then the depts, then the roles with their menus, then the users), `core` after the users
 * (the params, the system dictionaries and every tenant's business ones, then the top menus), `org`
 * the organisation screens' range (seed.ts: the depts below the accounts', then the posts),
 * `people` the user screens' people (seed.ts: a range starting where `access` starts), `access` the
 * authority screens' range (seed.ts: the scopes, then the roles' grants of them), `platform` first
 * (seed-platform.ts), per tenant `resource` (the resource range, tenant by tenant: seed.ts), and the
 * one-to-one business's (seed-oto.ts): per tenant `oto-catalogue` (its orgs, experts and services,
 * first), `oto-orders` (the tenant's own order range) and `oto` (the rest of its business), then
 * `oto-staff` once, after every tenant's. Within a slot the modules are seeded in the list's order.
 */
export type SeedSlot =
  | 'menus'
  | 'tenancy'
  | 'core'
  | 'org'
  | 'people'
  | 'access'
  | 'platform'
  | 'resource'
  | 'oto-catalogue'
  | 'oto-orders'
  | 'oto'
  | 'oto-staff';

/**
 * What the one-to-one slots hand their modules besides ids, per tenant: the builder of the
 * tenant's one random stream (seed-data/oto-experts.ts `Build`), so a module that draws from it
 * draws what it drew when the area seeded it, and what its orders keep to.
 */
export type BusinessSeed = {
  /** The tenant's builder; `series` keeps a list's phone numbers apart from the others'. */
  build: (series: number) => Build;
  /** The seed's instant (SeedOptions.seedAt): no order is placed, paid or touched after it. */
  seedAt: string;
  /** How many orders the tenant has instead of its half year's (benchmark mode's 10,000). */
  orderTotal?: number;
  /** The tenant's own among `rows` (of `seeded`: an expert's seed reads its tenant's orgs). */
  own: <T extends { tenantId: string }>(rows: readonly T[]) => T[];
};

/** The rows seeded before a module's: read only. */
type SeededTables = { readonly [K in keyof StandinTables]: readonly StandinTables[K][number][] };

export type SeedContext = {
  nextId: () => string;
  /** yyyy-MM-dd: business dates count back from it. */
  seedDay: string;
  /** The tenants to seed for: every tenant, or in a per-tenant slot the one being seeded. */
  tenants: readonly TenantRow[];
  /** A tenant's place among all tenants (seed times are spread by it). */
  tenantIndex: (tenant: TenantRow) => number;
  /** The areas' rows and the earlier modules' (the orgs an expert works for ...). */
  seeded: SeededTables;
  /** In the one-to-one slots seeded per tenant only: the business of the tenant being seeded. */
  business?: BusinessSeed;
  /**
   * The product's menu rows in their lists' order, every module's where the lists place them
   * (entities/menus.ts): handed in, as no module can import the list it is in.
   */
  menuSeeds: () => readonly MenuSeed[];
};

/** Rows of some of a module's tables, by table. */
type SeedRows<T extends EntityTableName> = { readonly [M in T]?: EntityTables[M] };

/** One seeding of a module's tables: where its ids come from (as `ids`), and the rows. */
type SeedStep<T extends EntityTableName> = { ids: bigint | SeedSlot; seed: (context: SeedContext) => SeedRows<T> };

/** The screen's menu row (under `parent`, code = the entity's `code`) and its buttons. */
type EntityMenu = {
  parent: string;
  /** The server's (Chinese) name; else the console's own word for it, `menu.<code>` in zh/common.ts. */
  name?: string;
  /** The route the console serves it at (its declaration's `route`). */
  path: string;
  /** Icon (src/shell/menu-icon.tsx maps keywords onto antd icons). */
  source: string;
  /** Its place among the parent's screens; else after them. */
  sort?: number;
  /** The standard buttons, where the entity has the call (no delete call, no delete button). */
  buttons: readonly ButtonKind[];
  extra?: readonly ExtraButton[];
};

/**
 * What the mount (handlers/index.ts) hands every module: `/api/<product>-management` and
 * `-resource`, and what reads the module list, which no module can import (it is in it).
 */
type Mount = {
  api: { management: string; resource: string };
  /** Every module's business dictionaries for a tenant (entities/seed.ts): a new tenant gets them. */
  entityBizDicts: (nextId: () => string, tenantId: string) => DictBizRow[];
};

/** What every module's `serve` is handed: its own rows and its messages. */
type RowsContext<Row extends StoredRow, K extends string> = Mount & {
  router: Router;
  db: StandinDb;
  rows: TableAccess<Row>;
  say: Speaker<K>;
};

/** What a module over rows keyed by `id` is handed besides: the families bound to its rows and messages. */
export type ServeContext<Row extends CrudRow, K extends string> = RowsContext<Row, K> & {
  /** Blade's list / detail / submit / remove (handlers/crud.ts), guarded by `<code>_add` ... */
  blade: (spec: Omit<CrudSpec<Row, K>, 'table' | 'permission' | 'say'>) => HttpHandler[];
  /** The one-to-one family: search or list, save-and-update, del/{id} (onetoone-crud.ts). */
  onetoone: (spec: OnetooneSpec<Row, K>) => HttpHandler[];
};

/** A module's: the families need rows keyed by `id` (a region, keyed by its code, has its own calls). */
type ServeContextOf<Row extends StoredRow, K extends string> = [Row] extends [CrudRow]
  ? ServeContext<Extract<Row, CrudRow>, K>
  : RowsContext<Row, K>;

/** Where a module's rows come from: the seed, or a chunk loaded late. */
type RowsFrom<N extends EntityTableName, Row extends StoredRow, O extends EntityTableName> =
  | {
      /** Where its seed ids come from; else a range of its own, made from its code (entity-defaults.ts). */
      ids?: bigint | SeedSlot;
      /** Its rows; or rows by table, where one draw makes rows of its further tables too. */
      seed: (context: SeedContext) => Row[] | SeedRows<N | NoInfer<O>>;
      /**
       * Rows numbered at another place than its own (after them in the seed): of its further
       * tables, or more of its own (the depts below the accounts', in the `org` slot).
       */
      seedsElsewhere?: readonly SeedStep<NoInfer<N | O>>[];
      late?: never;
    }
  | {
      /**
       * Its rows when they are too many for the stand-in's first chunk (China's regions): not
       * seeded, but loaded by the first call that waits for them (`Entity.ready`). Its table is a
       * `lateTable` (tables.ts).
       */
      late: N extends LateTableName ? () => Promise<Row[]> : never;
      ids?: never;
      seed?: never;
      seedsElsewhere?: never;
    };

export type EntitySpec<
  N extends EntityTableName,
  Row extends StoredRow,
  K extends string,
  O extends EntityTableName,
> = RowsFrom<N, Row, O> & {
  /** The menu code: also the prefix of its button codes, which guard its writes (`<code>_add` ...). */
  code: string;
  /**
   * The menu code whose buttons guard its writes when they are not its own screen's: Saber's scope
   * screens check 菜单管理's (`menu_add` ...), the scopes being rows of a menu.
   */
  permission?: string;
  /** The store's table (`db.tables[table]`). */
  table: N;
  /**
   * Further tables it owns, a line of tables.ts each: rows that belong to its rows (an order's
   * programme steps, an expert's videos), seeded by it and changed by its calls.
   */
  owns?: readonly O[];
  /**
   * The dictionaries its fields read (`options: { dict, biz }`), seeded with it: the items are the
   * console's Chinese words for them, `dict.<code>` in src/locales/zh/common.ts, in their order.
   */
  dicts?: readonly EntityDict[];
  /** Its own messages, zh / en (the shared ones of messages.ts need no entry). */
  messages?: Catalogue<K>;
  menu: EntityMenu;
  serve: (context: ServeContextOf<Row, K>) => HttpHandler[];
};

/** A dictionary an entity brings: `biz` a tenant's own (dict-biz), else a system one (dict). */
type EntityDict = { code: string; name: string; biz: boolean };

/** A module as the derived parts use it: typed by its table name and row, the rest already wired. */
export type Entity<N extends EntityTableName, Row extends StoredRow> = {
  readonly code: string;
  readonly table: N;
  readonly key: string;
  /** Where its seed ids come from; `late` when its rows are not seeded but loaded (`ready`). */
  readonly ids: bigint | SeedSlot | 'late';
  /** Its rows (or rows by table, where more come with them), numbered where `ids` says. */
  seed(context: SeedContext): Row[] | SeedRows<EntityTableName>;
  /** Resolves once `db` holds its rows: at once, unless they load late. */
  ready(db: StandinDb): Promise<void>;
  /** Rows numbered at another place (after its own in the seed): its further tables', or its own. */
  readonly seedsElsewhere: readonly SeedStep<EntityTableName>[];
  readonly dicts: readonly DictSeed[];
  readonly bizDicts: readonly DictSeed[];
  /** Its screen row (sorted after its siblings when it names no `sort`) and buttons. */
  readonly menu: readonly MenuSeed[];
  readonly sortsAfterSiblings: boolean;
  serve(router: Router, mount: Mount): HttpHandler[];
};

/**
 * `defineEntity<Row>()({ ... })`: the row type first, the rest inferred from the module. A module
 * gives its export the type `Entity<'<table>', Row>` (`const post: Entity<'posts', PostRow> = ...`),
 * for the table that tables.ts gives this row type.
 */
export const defineEntity =
  <Row extends StoredRow>() =>
  <N extends EntityTableName, K extends string = never, O extends EntityTableName = never>(
    spec: EntitySpec<N, Row, K, O>,
  ): Entity<N, Row> => {
    const { code, menu } = spec;
    const permission = spec.permission ?? code;
    const say = sayIn<K>(spec.messages ?? ({} as Catalogue<K>));
    const dicts = (spec.dicts ?? []).map((dict) => ({ ...dict, items: dictItemsOf(dict.code) }));
    return {
      code,
      table: spec.table,
      key: entityTables[spec.table].key,
      ids: spec.late ? 'late' : (spec.ids ?? idRangeOf(code)),
      seed: spec.seed ?? (() => []),
      // Only a late table's module has `late` (RowsFrom); TS cannot follow the generic table name.
      ready: spec.late
        ? lateSeed(spec.table as LateTable, spec.late as unknown as () => Promise<RowOf<LateTable>[]>)
        : () => Promise.resolve(),
      seedsElsewhere: spec.seedsElsewhere ?? [],
      dicts: dicts.filter((dict) => !dict.biz),
      bizDicts: dicts.filter((dict) => dict.biz),
      sortsAfterSiblings: menu.sort === undefined,
      menu: [
        {
          code,
          parent: menu.parent,
          name: menu.name ?? menuNameOf(code),
          alias: 'menu',
          path: menu.path,
          source: menu.source,
          sort: menu.sort ?? 0,
        },
        ...screenButtons(code, menu.buttons, menu.extra),
      ],
      serve(router, mount) {
        // The table this module names holds its rows (tables.ts); TS cannot follow a generic
        // table name to its row type.
        const rows = tableAccess<Row>(router.db, spec.table as unknown as TableOf<Row>);
        // Built for every module; `ServeContextOf` lets only one keyed by `id` name them.
        const keyed = rows as unknown as TableAccess<CrudRow>;
        const families = {
          blade: (crud: Omit<CrudSpec<CrudRow, K>, 'table' | 'permission' | 'say'>) =>
            bladeCrud<CrudRow, K>(router, { ...crud, table: keyed, permission, say }),
          onetoone: (crud: OnetooneSpec<CrudRow, K>) =>
            onetooneCrud<CrudRow, K>(router, { ...crud, rows: keyed, permission, say }),
        };
        return spec.serve({ ...mount, router, db: router.db, rows, say, ...families } as unknown as ServeContextOf<
          Row,
          K
        >);
      },
    };
  };
