import { config } from '../../config';

// The workflow calls the flow pages make beyond the declared lists (blade-flow, blade-desk leave).
const flow = `/${config.services.flow}`;
const leave = `/${config.services.desk}/process/leave`;

export const flowApi = {
  modelDetail: `${flow}/model/detail`,
  modelDeploy: `${flow}/model/deploy`,
  deployUpload: `${flow}/manager/deploy-upload`,
  deleteInstance: `${flow}/follow/delete-process-instance`,
  completeTask: `${flow}/work/complete-task`,
  historyFlowList: `${flow}/process/history-flow-list`,
  leaveStart: `${leave}/start-process`,
  leaveDetail: `${leave}/detail`,
  userList: `/${config.services.management}/user/user-list`,
  tenantSelect: `/${config.services.management}/tenant/select`,
};
