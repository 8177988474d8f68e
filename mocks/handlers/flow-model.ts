import type { HttpHandler } from 'msw';
import { compareValues } from '../blade-query';
import { filterRows, ok, say } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import { readDocument } from '../flow-bpmn';
import { dbStore, isRefusal } from '../flow-engine';
import { deploy } from '../flow-repository';
import { readIds, readJson, readParams } from '../request';
import type { RouteContext, Router } from '../router';
import { nowText } from '../time';
import type { FlowModelRow as FlowModelListRow } from '../../src/resources/flow/model';
import type { FlowModelRow } from '../types-flow';
import { FLOW, badCategory, badTenants, listParam, notAllowed, pagedAnswer, param, refuse, refused } from './flow-kit';

// 模型管理 (BX34 ModelController): the caller's tenant's models. list is Map-bound (modelKey and
// name by LIKE), newest lastUpdated first, with BX34's columns only (no XML); detail answers the
// XML too; submit checks the XML is a BPMN document of one process and counts the version up;
// deploy checks the engine runs it and makes a definition of it for every tenant (通用) or for
// each tenant named.

const base = `${FLOW}/model`;

const blank = { name: '', modelKey: '', description: '', modelEditorXml: '' };
/** ACT_DE_MODEL's columns; the XML is a longtext, held to what local storage can keep. */
const maxLength = { name: 400, modelKey: 400, description: 4000, modelEditorXml: 500_000 };

const KEY = /^[A-Za-z_][\w.-]*$/;

/** BX34's list select: id, modelKey, name, description, version, created, lastUpdated. */
const listed = ({
  id,
  modelKey,
  name,
  description,
  version,
  created,
  lastUpdated,
}: FlowModelRow): FlowModelListRow => ({
  id,
  modelKey,
  name,
  description,
  version,
  created,
  lastUpdated,
});
const LISTED_FIELDS = ['id', 'modelKey', 'name', 'description', 'version', 'created', 'lastUpdated'];

const newestFirst = (a: FlowModelRow, b: FlowModelRow): number =>
  compareValues(b.lastUpdated, a.lastUpdated) || compareValues(b.id, a.id);

export function flowModelHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  const own = (caller: RouteContext['caller']) =>
    db.tables.flowModels.filter((row) => row.tenantId === caller.tenantId);

  const list = (context: RouteContext): Response => {
    const { request, url, caller } = context;
    const rows = filterRows(own(caller), url.searchParams, {
      fields: ['modelKey', 'name'],
      searchable: ['modelKey', 'name'],
    }).sort(newestFirst);
    return pagedAnswer(request, url, rows.map(listed), LISTED_FIELDS);
  };

  const submit = async (context: RouteContext): Promise<Response> => {
    const { request, caller } = context;
    const body = readJson(await request.text());
    if (!body) return refuse(request, 'badRequest');
    const id = isBlank(body.id) ? '' : String(body.id).trim();
    const rejection = notAllowed(context, id ? 'flow_model_update' : 'flow_model_create');
    if (rejection) return rejection;
    if (unboundField(blank, body) !== null) return refuse(request, 'paramInvalid');
    const existing = id ? own(caller).find((row) => row.id === id) : undefined;
    if (id && !existing) return refuse(request, 'flowModelNotFound');
    const values = pickFields(blank, body) as Partial<typeof blank>;
    const overlong = overlongField(values, maxLength);
    if (overlong) return refuse(request, 'fieldTooLong', ...overlong);
    const merged = { ...blank, ...existing, ...values };
    const name = merged.name.trim();
    const modelKey = merged.modelKey.trim();
    if (!name) return refuse(request, 'flowModelNameRequired');
    if (!modelKey) return refuse(request, 'flowModelKeyRequired');
    if (!KEY.test(modelKey)) return refuse(request, 'flowModelKeyInvalid');
    if (!merged.modelEditorXml.trim()) return refuse(request, 'flowModelXmlRequired');
    // A model is a drawing: it must be a BPMN document of one process; whether the engine can run
    // it is asked when it is deployed.
    const document = readDocument(merged.modelEditorXml);
    if ('problem' in document) return refuse(request, document.problem, ...document.values);
    if (own(caller).some((row) => row.modelKey === modelKey && row.id !== id))
      return refuse(request, 'flowModelKeyExists', modelKey);
    const now = nowText();
    const row: FlowModelRow = existing
      ? {
          ...existing,
          ...values,
          name,
          modelKey,
          version: existing.version + 1,
          lastUpdated: now,
          lastUpdatedBy: caller.account,
        }
      : {
          ...blank,
          ...values,
          name,
          modelKey,
          id: db.nextId(),
          tenantId: caller.tenantId,
          version: 1,
          created: now,
          lastUpdated: now,
          createdBy: caller.account,
          lastUpdatedBy: caller.account,
        };
    if (existing) db.update('flowModels', row);
    else db.insert('flowModels', row);
    // BX34 answers the saved model (R.data), not true.
    return ok(row, say(request, 'success'));
  };

  const remove = async (context: RouteContext): Promise<Response> => {
    const { request, caller } = context;
    const rejection = notAllowed(context, 'flow_model_delete');
    if (rejection) return rejection;
    const ids = await readIds(request);
    if (ids.length === 0) return refuse(request, 'idsRequired');
    const doomed = new Set(ids);
    if (!ids.every((id) => own(caller).some((row) => row.id === id))) return refuse(request, 'flowModelNotFound');
    db.remove('flowModels', (row) => doomed.has(row.id));
    return ok(true, say(request, 'success'));
  };

  const deployModel = async (context: RouteContext): Promise<Response> => {
    const { request, caller } = context;
    const rejection = notAllowed(context, 'flow_model_deploy');
    if (rejection) return rejection;
    const params = await readParams(request);
    const modelId = params.get('modelId')?.trim() ?? '';
    if (!modelId) return refuse(request, 'flowModelIdRequired');
    const model = own(caller).find((row) => row.id === modelId);
    if (!model) return refuse(request, 'flowModelNotFound');
    const category = params.get('category')?.trim() ?? '';
    const tenantIds = listParam(params.get('tenantIds'));
    const problem = badCategory(db, request, category) ?? badTenants(db, request, caller, tenantIds);
    if (problem) return problem;
    const resourceName = /\.bpmn20\.xml$/i.test(model.name) ? model.name : `${model.name}.bpmn20.xml`;
    const deployed = deploy(dbStore(db), {
      xml: model.modelEditorXml,
      resourceName,
      name: model.name,
      key: model.modelKey,
      category,
      tenantIds,
    });
    return isRefusal(deployed) ? refused(request, deployed) : ok(true, say(request, 'success'));
  };

  const guarded = (resolve: (context: RouteContext) => Response | Promise<Response>) => (context: RouteContext) =>
    notAllowed(context) ?? resolve(context);

  return [
    router.get(`${base}/list`, guarded(list)),
    router.get(
      `${base}/detail`,
      guarded(({ request, url, caller }) => {
        const row = own(caller).find((each) => each.id === param(url, 'id'));
        return row ? ok(row) : refuse(request, 'flowModelNotFound');
      }),
    ),
    router.post(`${base}/submit`, submit),
    router.post(`${base}/remove`, remove),
    router.post(`${base}/deploy`, deployModel),
  ];
}
