/**
 * BladeFlow: an entry of the task lists (claim-list, todo-list: an open task; done-list: a task the
 * caller completed; send-list: an instance the caller started, with its current or last task).
 */
export type BladeFlowRow = {
  taskId: string;
  taskDefinitionKey: string;
  taskName: string;
  createTime: string;
  variables: Record<string, string | number | boolean>;
  businessTable: string;
  businessId: string;
  category: string;
  categoryName: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  processDefinitionDesc: string;
  processDefinitionDiagramResName: string;
  processDefinitionResName: string;
  processInstanceId: string;
  /** claim, todo, or finish (sent and done). */
  status: string;
  /** The task's (claim, todo, done). */
  assignee?: string;
  assigneeName?: string;
  executionId?: string;
  claimTime?: string;
  /** Done: when it was completed, with the approver's comment. */
  historyTaskEndTime?: string;
  comment?: string;
  /** Sent: the instance's end ('' while it runs) and name. */
  endTime?: string;
  historyActivityName?: string;
  historyProcessInstanceId?: string;
  /** Sent and done: finished or unfinished. */
  processIsFinished?: string;
};
