import type { Caller } from '../auth-guard';
import { fail, filterRows, ok, paginate } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import { bySort, childFlag, type TreeNode } from '../handlers/org-tree';
import { holdsPermission, permissionCode, type WriteKind } from '../permissions';
import { REGION_TOP } from '../region-top';
import { readJson } from '../request';
import type { StandinDb } from '../standin-db';
import type { RegionRow } from '../types-org';
import { defineEntity, type Entity } from './entity';

// 行政区划 (Blade's RegionController), shared by every tenant and keyed by `code`: lazy-list and
// lazy-tree by `parentCode` (top '00'), `list` as a page (entity binding: equality), detail by
// `?code=`, submit, and remove by `?id=<code>` (one region; refused while it has children).
// Blade's submit updates a region whose code exists; here an add (no `id`) of an existing code
// is refused instead, so an add cannot overwrite another region by a typo. The rows are China's
// divisions (seed-data/regions.ts, about 3,200), too many for the stand-in's first chunk: they
// load late, on the first call that waits for them (`regionsReady`: every call here, an
// organization's province and city, a customer's province).

const blank: Omit<
  RegionRow,
  'ancestors' | 'provinceCode' | 'provinceName' | 'cityCode' | 'cityName' | 'districtCode' | 'districtName'
> = {
  code: '',
  parentCode: '',
  name: '',
  regionLevel: 0,
  sort: 0,
  remark: '',
};
const FIELDS = [
  ...Object.keys(blank),
  'ancestors',
  'provinceCode',
  'provinceName',
  'cityCode',
  'cityName',
  'districtCode',
  'districtName',
];

const messages = {
  regionCodeRequired: ['请输入区划编号', 'Please enter the region code'],
  regionNameRequired: ['请输入区划名称', 'Please enter the region name'],
  regionLevelRequired: ['请选择区划等级', 'Please select the region level'],
  regionCodeExists: ['当前区划编号已存在!', 'the region code already exists!'],
  regionParentNotFound: ['父区划不存在', 'the parent region does not exist'],
  regionCodeOutsideParent: ['区划编号须以父区划编号开头', 'the region code must start with its parent code'],
} as const;

const required: [keyof typeof blank, keyof typeof messages][] = [
  ['code', 'regionCodeRequired'],
  ['name', 'regionNameRequired'],
  ['regionLevel', 'regionLevelRequired'],
];

/** The province / city / district columns of a region under `parent`, as Blade fills them. */
function placed(row: RegionRow, parent: RegionRow | undefined): RegionRow {
  const at = (level: number) => (row.regionLevel === level ? { code: row.code, name: row.name } : null);
  const province = at(1) ?? { code: parent?.provinceCode ?? '', name: parent?.provinceName ?? '' };
  const city = at(2) ?? { code: parent?.cityCode ?? '', name: parent?.cityName ?? '' };
  const district = at(3) ?? { code: parent?.districtCode ?? '', name: parent?.districtName ?? '' };
  return {
    ...row,
    ancestors: parent ? `${parent.ancestors},${parent.code}` : REGION_TOP,
    provinceCode: province.code,
    provinceName: province.name,
    cityCode: city.code,
    cityName: city.name,
    districtCode: district.code,
    districtName: district.name,
  };
}

const region: Entity<'regions', RegionRow> = defineEntity<RegionRow>()({
  code: 'region',
  table: 'regions',
  late: () => import('../seed-data/regions').then((module) => module.buildRegions()),
  messages,
  menu: {
    parent: 'system',
    path: '/system/region',
    source: 'iconfont iconicon_coinpurse_line',
    sort: 9,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, db, api, rows: table, say }) => {
    const base = `${api.management}/region`;
    const rows = () => table.rows();
    const find = (code: string | null | undefined) =>
      code ? rows().find((row) => row.code === code.trim()) : undefined;
    const hasChildren = (code: string) => rows().some((row) => row.parentCode === code);
    const vo = (row: RegionRow) => ({
      ...row,
      id: row.code,
      parentId: row.parentCode,
      parentName: find(row.parentCode)?.name ?? '顶级',
      ...childFlag(hasChildren(row.code)),
    });
    const node = (row: RegionRow): TreeNode => ({
      id: row.code,
      parentId: row.parentCode,
      title: row.name,
      value: row.code,
      key: row.code,
      ...childFlag(hasChildren(row.code)),
    });
    const refused = (request: Request, caller: Caller, kind: WriteKind) =>
      holdsPermission(db, caller, permissionCode('region', kind)) ? null : fail(403, say(request, 'requestRejected'));
    /** One level (`parentCode`), or a search's matches at any depth (code / name: contains). */
    const level = (query: URLSearchParams) => {
      const parentCode = query.get('parentCode')?.trim();
      const like = (value: string, key: string) => !query.get(key)?.trim() || value.includes(query.get(key)!.trim());
      return bySort(
        rows().filter(
          (row) => (!parentCode || row.parentCode === parentCode) && like(row.code, 'code') && like(row.name, 'name'),
        ),
      );
    };

    return [
      router.get(`${base}/lazy-list`, async ({ url }) => {
        await regionsReady(db);
        return ok(level(url.searchParams).map(vo));
      }),
      router.get(`${base}/lazy-tree`, async ({ url }) => {
        await regionsReady(db);
        const query = new URLSearchParams(url.searchParams);
        if (!query.get('parentCode')?.trim()) query.set('parentCode', REGION_TOP);
        return ok(level(query).map(node));
      }),
      router.get(`${base}/list`, async ({ url }) => {
        await regionsReady(db);
        return ok(paginate(filterRows(rows(), url.searchParams, { fields: FIELDS }), url.searchParams));
      }),
      router.get(`${base}/select`, async ({ url }) => {
        await regionsReady(db);
        const code = url.searchParams.get('code')?.trim() || REGION_TOP;
        return ok(bySort(rows().filter((row) => row.parentCode === code)));
      }),
      router.get(`${base}/detail`, async ({ request, url }) => {
        await regionsReady(db);
        const row = find(url.searchParams.get('code'));
        return row ? ok(vo(row)) : fail(400, say(request, 'notFound'));
      }),
      router.post(`${base}/submit`, async ({ request, caller }) => {
        await regionsReady(db);
        const body = readJson(await request.text());
        if (!body) return fail(400, say(request, 'badRequest'));
        const key = isBlank(body.id) ? '' : String(body.id).trim();
        const rejection = refused(request, caller, key ? 'edit' : 'add');
        if (rejection) return rejection;
        if (unboundField(blank, body) !== null) return fail(400, say(request, 'paramInvalid'));
        const values = pickFields(blank, body);
        const overlong = overlongField(values, { code: 12, parentCode: 12, name: 32 });
        if (overlong) return fail(400, say(request, 'fieldTooLong', ...overlong));
        const existing = key ? find(key) : undefined;
        if (key && !existing) return fail(400, say(request, 'notFound'));
        // A region's code is its key: an edit keeps it, whatever the body says.
        const draft = {
          ...(existing ?? { ...blank, parentCode: REGION_TOP }),
          ...values,
          ...(existing ? { code: existing.code, parentCode: existing.parentCode } : {}),
        } as RegionRow;
        const missing = required.find(([field]) => isBlank(draft[field]) || draft[field] === 0);
        if (missing) return fail(400, say(request, missing[1]));
        const parentCode = draft.parentCode.trim() || REGION_TOP;
        const parent = parentCode === REGION_TOP ? undefined : find(parentCode);
        if (parentCode !== REGION_TOP && !parent) return fail(400, say(request, 'regionParentNotFound'));
        if (parent && !draft.code.startsWith(parent.code)) return fail(400, say(request, 'regionCodeOutsideParent'));
        if (!existing && find(draft.code)) return fail(400, say(request, 'regionCodeExists'));
        const row = placed({ ...draft, parentCode }, parent);
        if (existing) table.update(row);
        else table.insert(row);
        return ok(true, say(request, 'success'));
      }),
      router.post(`${base}/remove`, async ({ request, url, caller }) => {
        await regionsReady(db);
        const rejection = refused(request, caller, 'delete');
        if (rejection) return rejection;
        const code = url.searchParams.get('id')?.trim();
        if (!code) return fail(400, say(request, 'idRequired'));
        if (!find(code)) return fail(400, say(request, 'notFound'));
        if (hasChildren(code)) return fail(400, say(request, 'hasChildren'));
        table.remove((row) => row.code === code);
        return ok(true, say(request, 'success'));
      }),
    ];
  },
});

/** Resolves once `db.tables.regions` holds the regions (the seed with its stored changes). */
export const regionsReady = (db: StandinDb): Promise<void> => region.ready(db);

export default region;
