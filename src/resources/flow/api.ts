import { config } from '../../config';

// The workflow screens' calls beyond their declared lists: blade-flow (models, deployments,
// instances, tasks, diagrams), blade-desk's leave process, and the management service's user and
// tenant lists they pick from. Paths relative to /api, as the http client and Refine's `custom` take them.
const flow = `/${config.services.flow}`;
const leave = `/${config.services.desk}/process/leave`;
const management = `/${config.services.management}`;

export const flowApi = {
  modelDetail: `${flow}/model/detail`,
  modelSubmit: `${flow}/model/submit`,
  modelDeploy: `${flow}/model/deploy`,
  deployUpload: `${flow}/manager/deploy-upload`,
  deleteInstance: `${flow}/follow/delete-process-instance`,
  completeTask: `${flow}/work/complete-task`,
  historyFlowList: `${flow}/process/history-flow-list`,
  /** A process drawn: an instance's with where it stands, or a definition's. */
  modelView: `${flow}/process/model-view`,
  leaveStart: `${leave}/start-process`,
  leaveDetail: `${leave}/detail`,
  userList: `${management}/user/user-list`,
  tenantSelect: `${management}/tenant/select`,
};
