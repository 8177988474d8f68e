// The stand-in's messages of the workflow (blade-flow, blade-desk's leave), zh / en: BladeX's own
// texts where it has one (签收事务成功, 激活ID为 [..] 的流程成功, 删除成功, Saber's leave form
// rules), and what the stand-in's engine refuses (a BPMN it cannot run, a task that is not
// yours). Keys start with `flow` or `leave`. Merged into messages.ts.

export const flowMessages = {
  // Reading a BPMN document (flow-bpmn.ts).
  flowXmlInvalid: ['流程文件不是格式正确的 XML', 'the process file is not well-formed XML'],
  flowNotBpmn: [
    '流程文件不是 BPMN 2.0 文档(根元素须为 definitions)',
    'the process file is not a BPMN 2.0 document (its root must be definitions)',
  ],
  flowOneProcess: [
    '流程文件须含且只含一个流程(process),实际为 {0} 个',
    'the process file must hold exactly one process, it holds {0}',
  ],
  flowProcessIdInvalid: [
    '流程标识 [{0}] 不合法:须以字母开头',
    'the process id [{0}] is invalid: it must start with a letter',
  ],
  flowConditionUnsupported: [
    '连线 [{0}] 的条件 {1} 不受支持:替身后端只认 ${pass} 与 ${!pass}',
    'the condition {1} of flow [{0}] is not supported: the stand-in only evaluates ${pass} and ${!pass}',
  ],
  flowElementUnsupported: [
    '替身后端不支持流程元素 {0} [{1}]:只支持开始事件、用户任务、排他网关与结束事件',
    'the stand-in does not run the element {0} [{1}]: only start events, user tasks, exclusive gateways and end events',
  ],
  flowElementIdMissing: ['流程元素 {0} 缺少 id', 'a {0} element has no id'],
  flowStartEventCount: [
    '流程须有且只有一个开始事件,实际为 {0} 个',
    'the process must have exactly one start event, it has {0}',
  ],
  flowEndEventMissing: ['流程没有结束事件', 'the process has no end event'],
  flowLineDangling: ['连线 [{0}] 的起点或终点不存在', 'flow [{0}] starts or ends at an element that does not exist'],
  flowNodeOneWay: [
    '[{0}] 须有且只有一条无条件的出线(分支请用排他网关)',
    '[{0}] must have exactly one outgoing flow without a condition (branch with an exclusive gateway)',
  ],
  flowTaskNobody: ['用户任务 [{0}] 没有办理人或候选组', 'user task [{0}] has neither an assignee nor candidates'],
  flowGatewayNoWay: ['排他网关 [{0}] 没有出线', 'exclusive gateway [{0}] has no outgoing flow'],
  flowGatewayCondition: ['排他网关的出线 [{0}] 缺少条件', 'flow [{0}] out of an exclusive gateway has no condition'],
  // Running it (flow-engine.ts).
  flowAssigneeUnresolved: ['任务 [{0}] 的办理人 {1} 无法确定', 'the assignee {1} of task [{0}] cannot be resolved'],
  flowNoWayOut: ['排他网关 [{0}] 没有可走的出线', 'no outgoing flow of exclusive gateway [{0}] can be taken'],
  flowEndless: ['流程 [{0}] 陷入无用户任务的循环', 'process [{0}] loops without a user task'],
  flowDefinitionSuspended: ['流程 {0} [{1}] 已挂起,不能发起', 'process {0} [{1}] is suspended and cannot be started'],
  // Models and deployments.
  flowModelNameRequired: ['请输入模型名称', 'Please enter the model name'],
  flowModelKeyRequired: ['请输入模型标识', 'Please enter the model key'],
  flowModelKeyInvalid: [
    '模型标识须以字母开头,只含字母、数字、下划线、点与短横线',
    'the model key must start with a letter and hold only letters, digits, _, . and -',
  ],
  flowModelKeyExists: ['模型标识 [{0}] 已存在', 'the model key [{0}] already exists'],
  flowModelXmlRequired: ['请先绘制流程图', 'Please draw the process first'],
  flowModelNotFound: ['模型不存在', 'the model does not exist'],
  flowModelIdRequired: ['缺少必要的请求参数: modelId', 'missing required parameter: modelId'],
  flowCategoryRequired: ['请选择流程类型', 'Please choose the process type'],
  flowCategoryInvalid: ['流程类型 [{0}] 不存在', 'process type [{0}] does not exist'],
  flowTenantInvalid: ['租户 [{0}] 不存在', 'tenant [{0}] does not exist'],
  flowTenantOutside: ['只能部署到本租户', 'you may only deploy for your own tenant'],
  flowFilesRequired: ['请选择要部署的流程文件', 'Please choose the process files to deploy'],
  flowFileType: [
    '文件 [{0}] 不是流程文件:请上传 .bpmn20.xml 或 .bpmn',
    'file [{0}] is not a process file: upload .bpmn20.xml or .bpmn',
  ],
  flowFileZip: [
    '文件 [{0}] 是 zip 压缩包:替身后端不解压 zip,请逐个上传其中的 .bpmn20.xml 文件',
    'file [{0}] is a zip archive: the stand-in does not unpack zip archives, upload the .bpmn20.xml files in it one by one',
  ],
  flowFileInvalid: ['文件 [{0}] 无法部署:{1}', 'file [{0}] cannot be deployed: {1}'],
  flowDeploymentIdsRequired: ['缺少必要的请求参数: deploymentIds', 'missing required parameter: deploymentIds'],
  flowDeploymentNotFound: ['部署不存在', 'the deployment does not exist'],
  flowProcessIdRequired: ['缺少必要的请求参数: processId', 'missing required parameter: processId'],
  flowDefinitionNotFound: ['流程定义不存在', 'the process definition does not exist'],
  flowStateInvalid: ['流程状态只能是 active 或 suspend', 'the state is active or suspend'],
  flowActivated: ['激活ID为 [{0}] 的流程成功', 'process with ID [{0}] activated'],
  flowSuspended: ['挂起ID为 [{0}] 的流程成功', 'process with ID [{0}] suspended'],
  flowStateUnchanged: ['流程已是此状态,无需操作', 'the process is already in this state'],
  // Instances and tasks.
  flowInstanceIdRequired: ['缺少必要的请求参数: processInstanceId', 'missing required parameter: processInstanceId'],
  flowInstanceNotFound: ['流程实例不存在', 'the process instance does not exist'],
  flowInstanceEnded: ['流程实例已结束', 'the process instance has ended'],
  flowDeleteReasonRequired: ['请输入删除理由', 'Please enter the reason for deleting'],
  flowDeleted: ['删除成功', 'deleted'],
  flowTaskIdRequired: ['缺少必要的请求参数: taskId', 'missing required parameter: taskId'],
  flowTaskNotFound: ['任务不存在或已办结', 'the task does not exist or is done'],
  flowTaskSuspended: ['流程已挂起,任务暂不能办理', 'the process is suspended: the task cannot be handled now'],
  flowClaimed: ['签收事务成功', 'task claimed'],
  flowAlreadyClaimed: ['任务已被签收', 'the task has already been claimed'],
  flowNotCandidate: ['您不是此任务的候选人,不能签收', 'you are not a candidate of this task and cannot claim it'],
  flowNotAssignee: ['只有任务的办理人才能办理', 'only the assignee of the task can complete it'],
  flowVariablesInvalid: ['流程变量须为键值对象', 'the variables must be an object of plain values'],
  flowViewParamRequired: [
    '缺少必要的请求参数: processInstanceId 或 processDefinitionId',
    'missing required parameter: processInstanceId or processDefinitionId',
  ],
  flowDuration: ['{0}天{1}小时{2}分{3}秒', '{0}d {1}h {2}m {3}s'],
  flowDurationShort: ['{0}小时{1}分{2}秒', '{0}h {1}m {2}s'],
  // The leave (blade-desk): Saber's leave form rules, then what the service checks.
  leaveProcessRequired: ['请选择流程', 'Please choose the process'],
  leaveStartTimeRequired: ['请选择开始时间', 'Please choose the start time'],
  leaveEndTimeRequired: ['请选择结束时间', 'Please choose the end time'],
  leaveReasonRequired: ['请输入请假理由', 'Please enter the reason for the leave'],
  leaveTaskUserRequired: ['请选择审批人员', 'Please choose the approver'],
  leaveTimeInvalid: ['{0} 的格式须为 yyyy-MM-dd HH:mm:ss', '{0} must be yyyy-MM-dd HH:mm:ss'],
  leaveEndNotAfterStart: ['结束时间必须晚于开始时间', 'the end time must be after the start time'],
  leaveApproverNotFound: ['审批人员不是本租户的用户', 'the approver is not a user of your tenant'],
  leaveBusinessIdRequired: ['缺少必要的请求参数: businessId', 'missing required parameter: businessId'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
