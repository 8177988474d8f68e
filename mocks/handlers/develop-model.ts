import type { HttpHandler } from 'msw';
import { ok, say, type MessageKey } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import { readIds, readJson } from '../request';
import type { RouteContext, Router } from '../router';
import { tableInfoOf, tablesOf } from '../seed-data/develop-table-info';
import { nowText } from '../time';
import type { DevelopModelRow } from '../types-develop';
import { bladeCrud, onlyPaths } from './crud';
import { DEVELOP, notPlatform, param, refuse, withoutButton } from './develop-kit';
import { stampSave } from '../save-stamp';

// 数据模型 (BX34 ModelController): list and detail as every blade entity (the list binds the
// entity: equality filters); submit answers the saved model; remove takes the model's fields and
// generator configurations with it (ModelServiceImpl.delete); select names each "table: name";
// table-list / table-info / model-prototype read the datasource's catalogue.

const base = `${DEVELOP}/model`;

const blank = { datasourceId: '', modelTable: '', modelClass: '', modelName: '', modelCode: '', modelRemark: '' };

const required: readonly (readonly [keyof typeof blank, MessageKey])[] = [
  ['datasourceId', 'datasourceRequired'],
  ['modelTable', 'devModelTableRequired'],
  ['modelClass', 'devModelClassRequired'],
  ['modelName', 'devModelNameRequired'],
  ['modelCode', 'devModelCodeRequired'],
];

const maxLength = {
  datasourceId: 20,
  modelTable: 100,
  modelClass: 100,
  modelName: 100,
  modelCode: 100,
  modelRemark: 500,
};

export function developModelHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  const datasourceOf = (id: string) => db.tables.datasources.find((row) => row.id === id);
  const tableOf = (datasourceId: string, tableName: string) =>
    tablesOf(datasourceOf(datasourceId)?.name).find((table) => table.name === tableName);

  const secured = (
    method: 'get' | 'post',
    path: string,
    resolve: (context: RouteContext) => Response | Promise<Response>,
  ) => router[method](`${base}/${path}`, (context) => notPlatform(context) ?? resolve(context));

  const submit = async ({ request, caller }: RouteContext): Promise<Response> => {
    const body = readJson(await request.text());
    if (!body) return refuse(request, 'badRequest');
    const id = isBlank(body.id) ? '' : String(body.id).trim();
    const rejection = withoutButton(db, request, caller, id ? 'model_edit' : 'model_add');
    if (rejection) return rejection;
    if (unboundField(blank, body) !== null) return refuse(request, 'paramInvalid');
    const existing = id ? db.tables.developModels.find((row) => row.id === id) : undefined;
    if (id && !existing) return refuse(request, 'notFound');
    const values = pickFields(blank, body);
    const overlong = overlongField(values, maxLength);
    if (overlong) return refuse(request, 'fieldTooLong', ...overlong);
    const now = nowText();
    const row: DevelopModelRow = stampSave(
      existing ? { ...existing, ...values } : { ...blank, ...values, id: db.nextId() },
      existing,
      caller.userId,
      now,
    );
    const missing = required.find(([field]) => isBlank(row[field]));
    if (missing) return refuse(request, missing[1]);
    if (!datasourceOf(row.datasourceId)) return refuse(request, 'devDatasourceNotFound');
    if (existing) db.update('developModels', row);
    else db.insert('developModels', row);
    // BX34 answers the saved model itself (R.data(model)), not true.
    return ok(row, say(request, 'success'));
  };

  const remove = async ({ request, caller }: RouteContext): Promise<Response> => {
    const rejection = withoutButton(db, request, caller, 'model_delete');
    if (rejection) return rejection;
    const ids = await readIds(request);
    if (ids.length === 0) return refuse(request, 'idsRequired');
    const doomed = new Set(ids);
    if (!ids.every((id) => db.tables.developModels.some((row) => row.id === id))) return refuse(request, 'notFound');
    db.remove('developModels', (row) => doomed.has(row.id));
    db.remove('developPrototypes', (row) => doomed.has(row.modelId));
    db.remove('developCodes', (row) => doomed.has(row.modelId));
    return ok(true, say(request, 'success'));
  };

  return [
    ...onlyPaths(
      bladeCrud<DevelopModelRow>(router, {
        base,
        table: 'developModels',
        blank,
        tenantScoped: false,
        platformOnly: true,
        permission: 'model',
      }),
      ['list', 'detail'],
    ),
    secured('post', 'submit', submit),
    secured('post', 'remove', remove),
    secured('get', 'select', () =>
      ok(db.tables.developModels.map((row) => ({ ...row, modelName: `${row.modelTable}: ${row.modelName}` }))),
    ),
    secured('get', 'table-list', ({ request, url }) => {
      const datasourceId = param(url, 'datasourceId');
      if (!datasourceId) return refuse(request, 'devDatasourceIdRequired');
      const datasource = datasourceOf(datasourceId);
      if (!datasource) return refuse(request, 'devDatasourceNotFound');
      // BladeX leaves out Flowable's ACT_* tables and names each "name:comment".
      return ok(
        tablesOf(datasource.name)
          .filter((table) => !/^act_/i.test(table.name))
          .map((table) => ({ ...tableInfoOf(table), comment: `${table.name}:${table.comment}` })),
      );
    }),
    secured('get', 'table-info', ({ request, url }) => {
      const model = db.tables.developModels.find((row) => row.id === param(url, 'modelId'));
      const tableName = param(url, 'tableName') || model?.modelTable;
      if (!tableName) return refuse(request, 'devModelNotFound');
      const datasourceId = param(url, 'datasourceId') || model?.datasourceId || '';
      if (!datasourceId) return refuse(request, 'devDatasourceIdRequired');
      const table = tableOf(datasourceId, tableName);
      return table ? ok(tableInfoOf(table)) : refuse(request, 'devTableNotFound');
    }),
    // The saved fields when the model has some, else the table's columns (TableInfo.fields).
    secured('get', 'model-prototype', ({ request, url }) => {
      const modelId = param(url, 'modelId');
      if (!modelId) return refuse(request, 'devModelIdRequired');
      const saved = db.tables.developPrototypes.filter((row) => row.modelId === modelId);
      if (saved.length > 0) return ok(saved);
      const model = db.tables.developModels.find((row) => row.id === modelId);
      if (!model) return refuse(request, 'devModelNotFound');
      const table = tableOf(param(url, 'datasourceId') || model.datasourceId, model.modelTable);
      return table ? ok(tableInfoOf(table).fields) : refuse(request, 'devTableNotFound');
    }),
  ];
}
