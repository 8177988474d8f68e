import type { FlowModelRow as FlowModelListRow } from '../src/resources/flow/model';

// The stand-in's tables of the workflow: what Flowable keeps in its ACT_* tables for
// blade-flow (models, deployments, process definitions, running and historic instances, tasks and
// activities) and blade-desk's blade_process_leave. Every row carries the tenant it belongs to;
// a definition deployed for every tenant (通用) has tenantId ''. Ids are text, as Flowable's are;
// a definition's is `<key>:<version>:<deploymentId>`. Filled in by its seed (seed-flow.ts) and
// changed only by the engine (flow-engine.ts, flow-repository.ts).

/** A model (ACT_DE_MODEL) as stored: the listed row and what its detail and Flowable keep besides. */
export type FlowModelRow = FlowModelListRow & {
  tenantId: string;
  /** Accounts, as Flowable's modeler records them. */
  createdBy: string;
  lastUpdatedBy: string;
  /** The BPMN 2.0 XML (bpmn-js draws it). */
  modelEditorXml: string;
};

/** A deployment (ACT_RE_DEPLOYMENT): one BPMN file deployed for one tenant ('' = 通用). */
type FlowDeploymentRow = {
  id: string;
  tenantId: string;
  name: string;
  /** The model's key when deployed from a model, '' for an upload. */
  key: string;
  category: string;
  deploymentTime: string;
};

/** A process definition (ACT_RE_PROCDEF) with its BPMN (the deployment's resource). */
export type FlowDefinitionRow = {
  /** `<key>:<version>:<deploymentId>`, as Flowable names them. */
  id: string;
  tenantId: string;
  /** The process element's id in the XML. */
  key: string;
  name: string;
  description: string;
  /** `flow_<dictKey>` of the `flow` dictionary. */
  category: string;
  /** Per key and tenant: the previous highest + 1. */
  version: number;
  deploymentId: string;
  resourceName: string;
  diagramResourceName: string;
  /** 1 active, 2 suspended (Flowable's SuspensionState). */
  suspensionState: number;
  deploymentTime: string;
  xml: string;
};

export type FlowVariables = Record<string, string | number | boolean>;

/**
 * A process instance, running and historic in one row (ACT_RU_EXECUTION + ACT_HI_PROCINST). Its
 * tenant is the starter's, so a 通用 process started in 100001 stays 100001's.
 */
export type FlowInstanceRow = {
  id: string;
  tenantId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  /** Flowable's instance name: the definition's name here. */
  name: string;
  /** `<table>:<id>`, e.g. `blade_process_leave:<leaveId>`. */
  businessKey: string;
  /** `taskUser_<userId>` (BladeX's TaskUtil.getTaskUser()). */
  startUserId: string;
  startTime: string;
  /** '' while it runs. */
  endTime: string;
  /** The end event it reached; '' while running or when deleted. */
  endActivityId: string;
  /** Why it was deleted (follow/delete-process-instance), else ''. */
  deleteReason: string;
  /** 1 active, 2 suspended with its definition. */
  suspensionState: number;
  variables: FlowVariables;
};

/** A user task, open and done (ACT_RU_TASK + ACT_HI_TASKINST). */
export type FlowTaskRow = {
  id: string;
  tenantId: string;
  processInstanceId: string;
  processDefinitionId: string;
  executionId: string;
  name: string;
  /** The userTask's id in the XML. */
  taskDefinitionKey: string;
  /** `taskUser_<userId>`, '' while it waits to be claimed. */
  assignee: string;
  /** Comma-joined role aliases that may claim it (flowable:candidateGroups). */
  candidateGroups: string;
  /** Comma-joined `taskUser_<id>` that may claim it (flowable:candidateUsers). */
  candidateUsers: string;
  createTime: string;
  claimTime: string;
  /** '' while open. */
  endTime: string;
  /** The approver's comment (taskService.addComment), '' before it is done. */
  comment: string;
  /** Set when the instance was deleted while the task was open. */
  deleteReason: string;
};

/** One step an instance went through (ACT_HI_ACTINST), in the order it happened. */
export type FlowActivityRow = {
  id: string;
  tenantId: string;
  processInstanceId: string;
  processDefinitionId: string;
  /** The element's id in the XML. */
  activityId: string;
  activityName: string;
  activityType: 'startEvent' | 'userTask' | 'exclusiveGateway' | 'sequenceFlow' | 'endEvent';
  createTime: string;
  /** '' while it is open (a waiting user task). */
  endTime: string;
  assignee: string;
  /** The task of a userTask activity, else ''. */
  taskId: string;
  deleteReason: string;
};

/** blade_process_leave (ProcessLeave: FlowEntity, so BaseEntity's fields), kept per tenant. */
export type ProcessLeaveRow = {
  id: string;
  tenantId: string;
  processDefinitionId: string;
  processInstanceId: string;
  startTime: string;
  endTime: string;
  reason: string;
  /** The approver's user id. */
  taskUser: string;
  applyTime: string;
  createUser: string;
  createDept: string;
  createTime: string;
  updateUser: string;
  updateTime: string;
  status: number;
  isDeleted: number;
};

export type FlowTables = {
  flowModels: FlowModelRow[];
  flowDeployments: FlowDeploymentRow[];
  flowDefinitions: FlowDefinitionRow[];
  flowInstances: FlowInstanceRow[];
  flowTasks: FlowTaskRow[];
  flowActivities: FlowActivityRow[];
  flowLeaves: ProcessLeaveRow[];
};

export const emptyFlowTables = (): FlowTables => ({
  flowModels: [],
  flowDeployments: [],
  flowDefinitions: [],
  flowInstances: [],
  flowTasks: [],
  flowActivities: [],
  flowLeaves: [],
});
