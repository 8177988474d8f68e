// The workflow screens' menu labels (by menu code), dictionary labels (by code and key) and the
// names of the process pages' tabs: part of the first load, merged into common's. The screens' own
// words (flow.ts) come with their domain.
export const flowMenu = {
  flow: '流程管理',
  flow_model: '模型管理',
  flow_manager: '部署管理',
  flow_follow: '流程跟踪',
  work: '我的事务',
  work_start: '发起事务',
  work_claim: '待签事务',
  work_todo: '待办事务',
  work_send: '已发事务',
  work_done: '办结事务',
};
export const flowDict = { flow: { '1': '请假流程', '2': '报销流程' } };
/** The leave process's pages (Saber's route names): they are in no menu. */
export const flowTabs = {
  flowTab: { leaveForm: '请假流程', leaveHandle: '处理请假流程', leaveDetail: '请假流程详情' },
};
