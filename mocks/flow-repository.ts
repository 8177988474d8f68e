import { isProblem, readProcess } from './flow-bpmn';
import type { FlowRefusal, FlowStore } from './flow-engine';
import type { FlowDefinitionRow } from './types-flow';

// Deployments and the process definitions they make (Flowable's RepositoryService as blade-flow
// calls it): one deployment per tenant named (none named = one 通用 deployment, tenantId ''), each
// holding the definition of the XML's process, whose version counts up per key and tenant.

export type DeployRequest = {
  xml: string;
  /** The resource the XML is kept as (`<model name>.bpmn20.xml`, or the uploaded file's name). */
  resourceName: string;
  /** The deployment's name and key (the model's; the file's name and '' for an upload). */
  name: string;
  key: string;
  /** `flow_<dictKey>`. */
  category: string;
  /** The tenants to deploy for; empty = 通用. */
  tenantIds: string[];
};

/** Definitions by tenant and key, the highest version only (`latestVersion()`). */
export function latestDefinitions<T extends Pick<FlowDefinitionRow, 'tenantId' | 'key' | 'version'>>(
  rows: readonly T[],
): T[] {
  const latest = new Map<string, T>();
  for (const row of rows) {
    const slot = `${row.tenantId}\u0000${row.key}`;
    const held = latest.get(slot);
    if (!held || row.version > held.version) latest.set(slot, row);
  }
  return rows.filter((row) => latest.get(`${row.tenantId}\u0000${row.key}`) === row);
}

/** Deploys `request.xml` (checked first: nothing is written for XML the engine cannot run). */
export function deploy(store: FlowStore, request: DeployRequest): FlowDefinitionRow[] | FlowRefusal {
  const process = readProcess(request.xml);
  if (isProblem(process)) return { refused: process.problem, values: process.values };
  const now = store.now();
  const tenants = request.tenantIds.length > 0 ? request.tenantIds : [''];
  return tenants.map((tenantId) => {
    const deploymentId = store.nextId();
    store.insert('flowDeployments', {
      id: deploymentId,
      tenantId,
      name: request.name,
      key: request.key,
      category: request.category,
      deploymentTime: now,
    });
    const previous = store.tables.flowDefinitions
      .filter((row) => row.tenantId === tenantId && row.key === process.id)
      .reduce((max, row) => Math.max(max, row.version), 0);
    const version = previous + 1;
    const definition: FlowDefinitionRow = {
      id: `${process.id}:${version}:${deploymentId}`,
      tenantId,
      key: process.id,
      name: process.name,
      description: process.description,
      category: request.category,
      version,
      deploymentId,
      resourceName: request.resourceName,
      // Flowable draws the diagram at deployment as <resource>.<key>.png.
      diagramResourceName: `${request.resourceName.replace(/\.(bpmn20\.xml|bpmn)$/i, '')}.${process.id}.png`,
      suspensionState: 1,
      deploymentTime: now,
      xml: request.xml,
    };
    store.insert('flowDefinitions', definition);
    return definition;
  });
}

/**
 * Deletes deployments with everything of theirs (deleteDeployment(id, true)): their definitions
 * and every instance of those, with its tasks and history. Business rows (a leave) stay.
 */
export function deleteDeployments(store: FlowStore, deploymentIds: readonly string[]): void {
  const deployments = new Set(deploymentIds);
  const definitions = new Set(
    store.tables.flowDefinitions.filter((row) => deployments.has(row.deploymentId)).map((row) => row.id),
  );
  const instances = new Set(
    store.tables.flowInstances.filter((row) => definitions.has(row.processDefinitionId)).map((row) => row.id),
  );
  store.remove('flowActivities', (row) => instances.has(row.processInstanceId));
  store.remove('flowTasks', (row) => instances.has(row.processInstanceId));
  store.remove('flowInstances', (row) => instances.has(row.id));
  store.remove('flowDefinitions', (row) => definitions.has(row.id));
  store.remove('flowDeployments', (row) => deployments.has(row.id));
}

/**
 * Activates or suspends a definition with its instances (activate/suspendProcessDefinitionById
 * with activateProcessInstances true): a suspended one cannot be started, and its instances'
 * tasks leave the claim and todo lists and cannot be claimed or completed until it is active.
 */
export function changeState(store: FlowStore, definition: FlowDefinitionRow, suspensionState: 1 | 2): void {
  store.update('flowDefinitions', { ...definition, suspensionState });
  for (const instance of store.tables.flowInstances.filter(
    (row) => row.processDefinitionId === definition.id && !row.endTime,
  )) {
    store.update('flowInstances', { ...instance, suspensionState });
  }
}
