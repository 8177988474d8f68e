// The workflow screens' menu labels (by menu code), dictionary labels (by code and key) and the
// names of the process pages' tabs: part of the first load, merged into common's. The screens' own
// words (flow.ts) come with their domain.
export const flowMenu = {
  flow: 'Workflow',
  flow_model: 'Process models',
  flow_manager: 'Deployments',
  flow_follow: 'Process tracking',
  work: 'My work',
  work_start: 'Start a process',
  work_claim: 'To claim',
  work_todo: 'To do',
  work_send: 'Started by me',
  work_done: 'Done',
};
export const flowDict = { flow: { '1': 'Leave', '2': 'Expense claim' } };
/** The leave process's pages (Saber's route names): they are in no menu. */
export const flowTabs = {
  flowTab: { leaveForm: 'Leave request', leaveHandle: 'Handle leave request', leaveDetail: 'Leave request details' },
};
