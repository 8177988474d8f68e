import type { HttpHandler } from 'msw';
import { ok, say } from '../blade';
import { compareValues } from '../blade-query';
import { isProblem, readProcess } from '../flow-bpmn';
import { dbStore } from '../flow-engine';
import { flowProcess } from '../flow-present';
import { changeState, deleteDeployments, deploy, latestDefinitions } from '../flow-repository';
import { readParams } from '../request';
import type { RouteContext, Router } from '../router';
import type { FlowDefinitionRow } from '../types-flow';
import {
  FLOW,
  badCategory,
  badTenants,
  isPlatformAdministrator,
  listParam,
  notAllowed,
  pagedAnswer,
  param,
  reachesDefinition,
  refuse,
} from './flow-kit';

// 部署管理 (BladeX ManagerController): the latest version of each deployed process, 激活 / 挂起,
// deploying uploaded BPMN files, deleting a deployment with everything of it.

const base = `${FLOW}/manager`;

const PROCESS_FIELDS = [
  'id',
  'tenantId',
  'name',
  'key',
  'category',
  'categoryName',
  'version',
  'deploymentId',
  'resourceName',
  'diagramResourceName',
  'suspensionState',
  'deploymentTime',
];

/** orderByProcessDefinitionKey().asc(), then 通用 before a tenant's. */
const byKey = (a: FlowDefinitionRow, b: FlowDefinitionRow): number =>
  compareValues(a.key, b.key) || compareValues(a.tenantId, b.tenantId);

type Upload = { name: string; text(): Promise<string> };

/** The `files` parts of a multipart body (none when it is not one). */
async function uploads(request: Request): Promise<{ files: Upload[]; form: URLSearchParams }> {
  const form = new URLSearchParams(new URL(request.url).search);
  try {
    const data = await request.formData();
    const files: Upload[] = [];
    data.forEach((value, key) => {
      // A file is told by its shape: test and browser Files differ in class.
      if (key === 'files' && typeof value === 'object') files.push(value);
      else if (typeof value === 'string') form.set(key, value);
    });
    return { files, form };
  } catch {
    return { files: [], form };
  }
}

export function flowManagerHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  /** A definition the caller may change: its tenant's (any for the platform administrator; 通用 ones only for it). */
  const owns = (context: RouteContext, row: FlowDefinitionRow) =>
    isPlatformAdministrator(db, context.caller) || (row.tenantId !== '' && row.tenantId === context.caller.tenantId);

  const list = (context: RouteContext): Response => {
    const { request, url, caller } = context;
    const mode = param(url, 'mode');
    const category = param(url, 'category');
    const everyTenant = isPlatformAdministrator(db, caller);
    // mode 1: 通用 (no tenant); mode 2: a tenant's, the caller's unless it administers the platform.
    const inMode = (row: FlowDefinitionRow) =>
      mode === '1'
        ? row.tenantId === ''
        : mode === '2'
          ? row.tenantId !== '' && (everyTenant || row.tenantId === caller.tenantId)
          : reachesDefinition(db, caller, row);
    const rows = latestDefinitions(db.tables.flowDefinitions)
      .filter((row) => inMode(row) && (!category || row.category === category))
      .sort(byKey)
      .map((row) => flowProcess(db, row));
    return pagedAnswer(request, url, rows, PROCESS_FIELDS);
  };

  const changeStateOf = async (context: RouteContext): Promise<Response> => {
    const { request } = context;
    const rejection = notAllowed(context, 'flow_manager_state');
    if (rejection) return rejection;
    const params = await readParams(request);
    const processId = params.get('processId')?.trim() ?? '';
    const state = params.get('state')?.trim() ?? '';
    if (!processId) return refuse(request, 'flowProcessIdRequired');
    const definition = db.tables.flowDefinitions.find((row) => row.id === processId);
    if (!definition || !owns(context, definition)) return refuse(request, 'flowDefinitionNotFound');
    if (state !== 'active' && state !== 'suspend') return refuse(request, 'flowStateInvalid');
    const wanted = state === 'active' ? 1 : 2;
    // BladeX answers R.success with Flowable's "already in state" turned into words.
    if (definition.suspensionState === wanted) return ok(null, say(request, 'flowStateUnchanged'));
    changeState(dbStore(db), definition, wanted);
    return ok(null, say(request, wanted === 1 ? 'flowActivated' : 'flowSuspended', processId));
  };

  const deployUpload = async (context: RouteContext): Promise<Response> => {
    const { request, caller } = context;
    const rejection = notAllowed(context, 'flow_manager_upload');
    if (rejection) return rejection;
    const { files, form } = await uploads(request);
    if (files.length === 0) return refuse(request, 'flowFilesRequired');
    const category = form.get('category')?.trim() ?? '';
    const tenantIds = listParam(form.get('tenantIds'));
    const problem = badCategory(db, request, category) ?? badTenants(db, request, caller, tenantIds);
    if (problem) return problem;
    // Every file is read and checked before any is deployed: one bad file deploys nothing.
    const read: { name: string; xml: string }[] = [];
    for (const file of files) {
      const name = file.name || 'file';
      if (/\.zip$/i.test(name)) return refuse(request, 'flowFileZip', name);
      if (!/\.(bpmn20\.xml|bpmn)$/i.test(name)) return refuse(request, 'flowFileType', name);
      const xml = await file.text();
      const process = readProcess(xml);
      if (isProblem(process))
        return refuse(request, 'flowFileInvalid', name, say(request, process.problem, ...process.values));
      read.push({ name, xml });
    }
    const store = dbStore(db);
    for (const { name, xml } of read) deploy(store, { xml, resourceName: name, name, key: '', category, tenantIds });
    return ok(true, say(request, 'success'));
  };

  const deleteDeployment = async (context: RouteContext): Promise<Response> => {
    const { request } = context;
    const rejection = notAllowed(context, 'flow_manager_remove');
    if (rejection) return rejection;
    const ids = listParam((await readParams(request)).get('deploymentIds'));
    if (ids.length === 0) return refuse(request, 'flowDeploymentIdsRequired');
    const reachable = (id: string) => {
      const deployment = db.tables.flowDeployments.find((row) => row.id === id);
      return (
        deployment !== undefined &&
        (isPlatformAdministrator(db, context.caller) ||
          (deployment.tenantId !== '' && deployment.tenantId === context.caller.tenantId))
      );
    };
    if (!ids.every(reachable)) return refuse(request, 'flowDeploymentNotFound');
    deleteDeployments(dbStore(db), ids);
    return ok(true, say(request, 'success'));
  };

  return [
    router.get(`${base}/list`, (context) => notAllowed(context) ?? list(context)),
    router.post(`${base}/change-state`, changeStateOf),
    router.post(`${base}/deploy-upload`, deployUpload),
    router.post(`${base}/delete-deployment`, deleteDeployment),
  ];
}
