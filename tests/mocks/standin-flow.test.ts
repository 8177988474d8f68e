import { describe, expect, it } from 'vitest';
import { MGMT, call, login, useServer, type PageData } from './standin-client';

// The leave process through the stand-in's engine, over the wire: started from the leave form,
// approved by the named approver, claimed and approved by 人事, or rejected; the work lists,
// history-flow-list and model-view agree at every step; tenants stay apart.

const FLOW = '/api/blade-flow';
const LEAVE = '/api/blade-desk/process/leave';
const SEED_DAY = '2025-06-15';
const EN = { 'Accept-Language': 'en-US,en;q=0.9' };

type BladeFlow = {
  taskId: string;
  taskName: string;
  taskDefinitionKey: string;
  assignee: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  category: string;
  categoryName: string;
  businessTable: string;
  businessId: string;
  createTime: string;
  endTime?: string;
  claimTime?: string;
  historyTaskEndTime?: string;
  processIsFinished?: string;
  status: string;
  variables: Record<string, unknown>;
};
type Step = {
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  createTime: string;
  endTime: string;
  assignee: string;
  assigneeName: string;
  comment: string;
};
type FlowProcess = {
  id: string;
  key: string;
  name: string;
  version: number;
  tenantId: string;
  category: string;
  suspensionState: number;
};
type User = { id: string; account: string; realName: string; tenantId: string };

const work = async (token: string, list: string, query = '') =>
  (await call<PageData<BladeFlow>>(`${FLOW}/work/${list}?current=1&size=50${query}`, { token })).body.data.records;
const history = async (token: string, instanceId: string) =>
  (await call<Step[]>(`${FLOW}/process/history-flow-list?processInstanceId=${instanceId}`, { token })).body.data;
const post = (path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  call(path, { token, method: 'POST', body, headers });
const complete = (token: string, task: BladeFlow, comment?: string, flag?: 'ok', headers?: Record<string, string>) =>
  post(
    `${FLOW}/work/complete-task`,
    token,
    { taskId: task.taskId, processInstanceId: task.processInstanceId, comment, flag },
    headers,
  );

/** The approver select's users (user/user-list) by account. */
async function usersOf(token: string): Promise<Map<string, User>> {
  const answer = await call<User[]>(`${MGMT}/user/user-list`, { token });
  return new Map(answer.body.data.map((user) => [user.account, user]));
}

async function leaveDefinition(token: string): Promise<FlowProcess> {
  const records = (await call<PageData<FlowProcess>>(`${FLOW}/work/start-list?current=1&size=50`, { token })).body.data
    .records;
  return records.find((row) => row.key === 'Leave')!;
}

/** Starts a leave as `token` naming `approver`; answers the new instance (the newest of the send-list). */
async function startLeave(token: string, approver: string, reason: string): Promise<BladeFlow> {
  const definition = await leaveDefinition(token);
  const users = await usersOf(token);
  const answer = await post(`${LEAVE}/start-process`, token, {
    processDefinitionId: definition.id,
    taskUser: users.get(approver)!.id,
    startTime: '2025-07-01 09:00:00',
    endTime: '2025-07-03 18:00:00',
    reason,
  });
  expect(answer.body).toMatchObject({ code: 200, success: true, data: true });
  const sent = await work(token, 'send-list');
  return sent[0];
}

describe('stand-in: the leave process', () => {
  useServer({ seedDay: SEED_DAY });

  it('runs a leave from the form to the end: approver, 人事 claims and approves; lists, history and diagram agree', async () => {
    const admin = await login('admin', 'admin');
    const manager = await login('manager', '123456');
    const hr = await login('hr', '123456');
    const users = await usersOf(admin);
    expect(users.get('manager')).toMatchObject({ account: 'manager', realName: '赵强' });

    const sent = await startLeave(admin, 'manager', '回老家办理户口迁移');
    expect(sent).toMatchObject({
      processDefinitionName: '请假流程',
      category: 'flow_1',
      categoryName: '请假流程',
      processIsFinished: 'unfinished',
      status: 'finish',
      taskName: '审批人审批',
      businessTable: 'blade_process_leave',
    });
    expect(sent.variables).toEqual({ createUser: 'admin', taskUser: `taskUser_${users.get('manager')!.id}`, days: 3 });
    const leave = (
      await call<{
        reason: string;
        processInstanceId: string;
        applyTime: string;
        taskUser: string;
        flow: { assigneeName: string };
      }>(`${LEAVE}/detail?businessId=${sent.businessId}`, { token: admin })
    ).body.data;
    expect(leave).toMatchObject({
      reason: '回老家办理户口迁移',
      processInstanceId: sent.processInstanceId,
      taskUser: users.get('manager')!.id,
      flow: { assigneeName: '管理员' },
    });
    expect(leave.applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // 1. The approver's todo.
    const todo = (await work(manager, 'todo-list')).find((row) => row.processInstanceId === sent.processInstanceId)!;
    expect(todo).toMatchObject({
      taskName: '审批人审批',
      taskDefinitionKey: 'approverTask',
      status: 'todo',
      assignee: `taskUser_${users.get('manager')!.id}`,
      businessId: sent.businessId,
      processDefinitionVersion: 1,
    });
    expect(await history(admin, sent.processInstanceId)).toMatchObject([
      { historyActivityId: 'start', historyActivityName: '开始', assigneeName: '管理员' },
      { historyActivityId: 'approverTask', historyActivityName: '审批人审批', assigneeName: '赵强', endTime: '' },
    ]);
    // Somebody else may not complete it.
    const refused = await complete(hr, todo, '同意', 'ok');
    expect(refused).toMatchObject({ status: 400, body: { msg: '只有任务的办理人才能办理' } });
    const notMine = await complete(admin, todo, '同意', 'ok');
    expect(notMine).toMatchObject({ status: 400, body: { msg: '只有任务的办理人才能办理' } });
    expect((await complete(admin, todo, '同意', 'ok', EN)).body.msg).toBe(
      'only the assignee of the task can complete it',
    );
    expect((await complete(manager, todo, '同意,请做好交接', 'ok')).body).toMatchObject({ code: 200, data: true });
    expect((await work(manager, 'todo-list')).some((row) => row.processInstanceId === sent.processInstanceId)).toBe(
      false,
    );

    // 2. 人事's claim: only a candidate (role alias hr) sees and claims it.
    const claim = (await work(hr, 'claim-list')).find((row) => row.processInstanceId === sent.processInstanceId)!;
    expect(claim).toMatchObject({ taskName: '人事审批', taskDefinitionKey: 'hrTask', status: 'claim', assignee: '' });
    expect((await work(admin, 'claim-list')).some((row) => row.processInstanceId === sent.processInstanceId)).toBe(
      false,
    );
    expect((await post(`${FLOW}/work/claim-task?taskId=${claim.taskId}`, manager)).body.msg).toBe(
      '您不是此任务的候选人,不能签收',
    );
    expect((await complete(hr, claim, '同意', 'ok')).body.msg).toBe('只有任务的办理人才能办理');
    const claimed = await post(`${FLOW}/work/claim-task?taskId=${claim.taskId}`, hr);
    expect(claimed.body).toMatchObject({ code: 200, msg: '签收事务成功' });
    expect((await work(hr, 'claim-list')).some((row) => row.processInstanceId === sent.processInstanceId)).toBe(false);
    const hrTodo = (await work(hr, 'todo-list')).find((row) => row.processInstanceId === sent.processInstanceId)!;
    expect(hrTodo).toMatchObject({
      taskId: claim.taskId,
      status: 'todo',
      assignee: expect.stringMatching(/^taskUser_/),
    });
    expect(hrTodo.claimTime).not.toBe('');
    expect((await post(`${FLOW}/work/claim-task?taskId=${claim.taskId}`, admin)).body.msg).toBe('任务已被签收');

    // 3. 人事 approves: the end.
    expect((await complete(hr, hrTodo, '同意', 'ok')).body.success).toBe(true);
    const finished = (await work(admin, 'send-list')).find((row) => row.processInstanceId === sent.processInstanceId)!;
    expect(finished).toMatchObject({ processIsFinished: 'finished', status: 'finish' });
    expect(finished.endTime).not.toBe('');
    const managerDone = (await work(manager, 'done-list')).find(
      (row) => row.processInstanceId === sent.processInstanceId,
    )!;
    expect(managerDone).toMatchObject({
      taskName: '审批人审批',
      processIsFinished: 'finished',
      status: 'finish',
      businessId: sent.businessId,
    });
    expect(managerDone.historyTaskEndTime).not.toBe('');
    expect((await work(hr, 'done-list')).find((row) => row.processInstanceId === sent.processInstanceId)).toMatchObject(
      { taskName: '人事审批' },
    );

    const steps = await history(manager, sent.processInstanceId);
    expect(
      steps.map((step) => [step.historyActivityId, step.historyActivityName, step.assigneeName, step.comment]),
    ).toEqual([
      ['start', '开始', '管理员', ''],
      ['approverTask', '审批人审批', '赵强', '同意,请做好交接'],
      ['hrTask', '人事审批', '李娜', '同意'],
      ['end', '结束', '', ''],
    ]);
    expect(steps.every((step) => step.endTime !== '')).toBe(true);

    const view = (
      await call<{ xml: string; flow: Step[] }>(
        `${FLOW}/process/model-view?processInstanceId=${sent.processInstanceId}`,
        { token: hr },
      )
    ).body.data;
    expect(view.xml).toContain('<process id="Leave" name="请假流程"');
    expect(view.xml).toContain('<bpmndi:BPMNDiagram');
    expect(view.flow.map((step) => step.historyActivityType)).toEqual([
      'startEvent',
      'sequenceFlow',
      'userTask',
      'sequenceFlow',
      'exclusiveGateway',
      'sequenceFlow',
      'userTask',
      'sequenceFlow',
      'exclusiveGateway',
      'sequenceFlow',
      'endEvent',
    ]);
    expect(view.flow.map((step) => step.historyActivityId)).toEqual([
      'start',
      'flow1',
      'approverTask',
      'flow2',
      'approverTaskGateway',
      'flow3',
      'hrTask',
      'flow5',
      'hrTaskGateway',
      'flow6',
      'end',
    ]);
    expect(view.flow.every((step) => step.endTime !== '')).toBe(true);
    // The definition's diagram alone has no flow.
    const definition = (
      await call<{ xml: string; flow?: Step[] }>(
        `${FLOW}/process/model-view?processDefinitionId=${sent.processDefinitionId}`,
        { token: manager },
      )
    ).body.data;
    expect(definition.xml).toBe(view.xml);
    expect(definition.flow).toBeUndefined();
  });

  it('ends a leave at 驳回 when the approver rejects it (no flag, a comment other than 同意)', async () => {
    const admin = await login('admin', 'admin');
    const manager = await login('manager', '123456');
    const hr = await login('hr', '123456');
    const sent = await startLeave(admin, 'manager', '参加培训');
    const task = (await work(manager, 'todo-list')).find((row) => row.processInstanceId === sent.processInstanceId)!;
    expect((await complete(manager, task, '本周需值班,请改期')).body.success).toBe(true);
    expect(
      (await work(admin, 'send-list')).find((row) => row.processInstanceId === sent.processInstanceId),
    ).toMatchObject({ processIsFinished: 'finished' });
    expect((await work(hr, 'claim-list')).some((row) => row.processInstanceId === sent.processInstanceId)).toBe(false);
    const steps = await history(admin, sent.processInstanceId);
    expect(steps.map((step) => [step.historyActivityId, step.historyActivityName, step.comment])).toEqual([
      ['start', '开始', ''],
      ['approverTask', '审批人审批', '本周需值班,请改期'],
      ['rejectEnd', '驳回', ''],
    ]);
    const view = (
      await call<{ flow: Step[] }>(`${FLOW}/process/model-view?processInstanceId=${sent.processInstanceId}`, {
        token: admin,
      })
    ).body.data;
    expect(view.flow.map((step) => step.historyActivityId)).toEqual([
      'start',
      'flow1',
      'approverTask',
      'flow2',
      'approverTaskGateway',
      'flow4',
      'rejectEnd',
    ]);
    expect(
      (await work(manager, 'done-list')).find((row) => row.processInstanceId === sent.processInstanceId),
    ).toMatchObject({ processIsFinished: 'finished' });
  });

  it('takes a missing comment as 同意 (it passes) and an empty one as a rejection, as BladeX does', async () => {
    const admin = await login('admin', 'admin');
    const manager = await login('manager', '123456');
    const hr = await login('hr', '123456');
    const passed = await startLeave(admin, 'manager', '体检');
    const first = (await work(manager, 'todo-list')).find((row) => row.processInstanceId === passed.processInstanceId)!;
    expect((await post(`${FLOW}/work/complete-task`, manager, { taskId: first.taskId })).body.success).toBe(true);
    expect((await work(hr, 'claim-list')).some((row) => row.processInstanceId === passed.processInstanceId)).toBe(true);
    expect((await history(admin, passed.processInstanceId))[1].comment).toBe('同意');
    const rejected = await startLeave(admin, 'manager', '搬家');
    const second = (await work(manager, 'todo-list')).find(
      (row) => row.processInstanceId === rejected.processInstanceId,
    )!;
    expect((await complete(manager, second, '')).body.success).toBe(true);
    expect((await history(admin, rejected.processInstanceId)).at(-1)?.historyActivityName).toBe('驳回');
  });

  it("checks the leave form in Saber's order, in the caller's language, then the dates, the approver and the process", async () => {
    const admin = await login('admin', 'admin');
    const definition = await leaveDefinition(admin);
    const users = await usersOf(admin);
    const start = (body: object, headers?: Record<string, string>) =>
      post(`${LEAVE}/start-process`, admin, body, headers);
    const full = {
      processDefinitionId: definition.id,
      taskUser: users.get('manager')!.id,
      startTime: '2025-07-01 09:00:00',
      endTime: '2025-07-02 18:00:00',
      reason: '事假',
    };
    expect((await start({})).body).toMatchObject({ code: 400, msg: '请选择开始时间' });
    expect((await start({ startTime: full.startTime })).body.msg).toBe('请选择结束时间');
    expect((await start({ startTime: full.startTime, endTime: full.endTime })).body.msg).toBe('请输入请假理由');
    expect((await start({ startTime: full.startTime, endTime: full.endTime, reason: '  ' })).body.msg).toBe(
      '请输入请假理由',
    );
    expect((await start({ startTime: full.startTime, endTime: full.endTime, reason: '事假' })).body.msg).toBe(
      '请选择审批人员',
    );
    expect((await start({}, EN)).body.msg).toBe('Please choose the start time');
    expect((await start({ startTime: full.startTime }, EN)).body.msg).toBe('Please choose the end time');
    expect((await start({ startTime: full.startTime, endTime: full.endTime }, EN)).body.msg).toBe(
      'Please enter the reason for the leave',
    );
    expect((await start({ startTime: full.startTime, endTime: full.endTime, reason: '事假' }, EN)).body.msg).toBe(
      'Please choose the approver',
    );
    expect((await start({ ...full, endTime: '2025-07-01 08:00:00' })).body.msg).toBe('结束时间必须晚于开始时间');
    expect((await start({ ...full, endTime: full.startTime }, EN)).body.msg).toBe(
      'the end time must be after the start time',
    );
    expect((await start({ ...full, startTime: '2025-02-30 09:00:00' })).body.msg).toBe(
      'startTime 的格式须为 yyyy-MM-dd HH:mm:ss',
    );
    const east = await usersOf(await login('admin', 'admin', '100001'));
    expect((await start({ ...full, taskUser: east.get('admin')!.id })).body.msg).toBe('审批人员不是本租户的用户');
    expect((await start({ ...full, processDefinitionId: 'Nope:1:1' })).body.msg).toBe('流程定义不存在');
    expect((await start({ ...full, reason: { text: '事假' } })).body.msg).toBe('参数校验失败');
    // Nothing was saved by the refused ones.
    expect((await work(admin, 'send-list')).some((row) => row.variables.createUser === 'admin')).toBe(false);
    expect((await start(full)).body.success).toBe(true);
    const [sent] = await work(admin, 'send-list');
    // 09:00 on the 1st to 18:00 on the 2nd: a started day counts, so 2.
    expect(sent.variables.days).toBe(2);
  });

  it('serves the seed: a leave waiting for admin, one for 人事 to claim, one approved, one rejected, per tenant', async () => {
    const admin = await login('admin', 'admin');
    const operator = await login('operator', 'operator');
    const hr = await login('hr', '123456');
    const todo = await work(admin, 'todo-list');
    expect(todo).toHaveLength(1);
    const leave = (
      await call<{ reason: string; flow: { assigneeName: string } }>(
        `${LEAVE}/detail?businessId=${todo[0].businessId}`,
        { token: admin },
      )
    ).body.data;
    expect(leave).toMatchObject({ reason: '身体不适,需到医院复诊', flow: { assigneeName: '王晓雯' } });
    const claimable = await work(hr, 'claim-list');
    expect(claimable.map((row) => row.taskName)).toEqual(['人事审批']);
    const sent = await work(operator, 'send-list');
    expect(sent.map((row) => row.processIsFinished)).toEqual(['unfinished', 'unfinished', 'finished', 'finished']);
    const ends = await Promise.all(
      sent.map(async (row) => (await history(operator, row.processInstanceId)).at(-1)!.historyActivityName),
    );
    expect(ends).toEqual(['审批人审批', '人事审批', '驳回', '结束']);
    expect(sent[1].taskName).toBe('人事审批');
    // The dates run back from the seed day, oldest first in history.
    expect(sent.every((row) => row.createTime < `${SEED_DAY} 23:59:59`)).toBe(true);
    expect((await work(hr, 'done-list')).map((row) => row.taskName)).toEqual(['人事审批']);
    // The list filters: category, name LIKE, the request time.
    expect(await work(operator, 'send-list', '&category=flow_2')).toEqual([]);
    expect(await work(operator, 'send-list', `&processDefinitionName=${encodeURIComponent('请假')}`)).toHaveLength(4);
    expect(
      await work(operator, 'send-list', `&beginDate=${encodeURIComponent('2025-06-05 00:00:00')}&endDate=2025-06-14`),
    ).toHaveLength(3);
    expect(await work(operator, 'send-list', '&endDate=2025-06-03')).toHaveLength(1);
  });

  it("keeps tenants apart: 100001 sees its own leave only, and none of 000000's", async () => {
    const admin = await login('admin', 'admin');
    const east = await login('admin', 'admin', '100001');
    const theirs = await work(east, 'todo-list');
    expect(theirs).toHaveLength(1);
    expect(
      (await call<{ reason: string }>(`${LEAVE}/detail?businessId=${theirs[0].businessId}`, { token: east })).body.data
        .reason,
    ).toBe('外出参加区域招生培训');
    expect((await work(admin, 'todo-list')).some((row) => row.processInstanceId === theirs[0].processInstanceId)).toBe(
      false,
    );
    expect(await history(admin, theirs[0].processInstanceId)).toEqual([]);
    expect(
      (await call(`${FLOW}/process/model-view?processInstanceId=${theirs[0].processInstanceId}`, { token: admin })).body
        .msg,
    ).toBe('流程实例不存在');
    expect((await call(`${LEAVE}/detail?businessId=${theirs[0].businessId}`, { token: admin })).status).toBe(400);
    expect((await post(`${FLOW}/work/complete-task`, admin, { taskId: theirs[0].taskId, flag: 'ok' })).body.msg).toBe(
      '任务不存在或已办结',
    );
    // A 通用 process started in 100001 stays 100001's.
    const started = await startLeave(east, 'admin', '年假');
    expect((await work(east, 'send-list')).map((row) => row.processInstanceId)).toContain(started.processInstanceId);
    expect((await work(admin, 'send-list')).some((row) => row.processInstanceId === started.processInstanceId)).toBe(
      false,
    );
    const follow = (
      await call<PageData<{ processInstanceId: string }>>(`${FLOW}/follow/list?current=1&size=50`, { token: admin })
    ).body.data.records;
    expect(follow.some((row) => row.processInstanceId === started.processInstanceId)).toBe(false);
  });

  it('gives the flow dictionary its route keys and the approvers their roles and menus', async () => {
    const hr = await login('hr', '123456');
    const items = (
      await call<{ dictKey: string; dictValue: string; remark: string }[]>(`${MGMT}/dict/dictionary?code=flow`, {
        token: hr,
      })
    ).body.data;
    expect(items.map((item) => [item.dictKey, item.dictValue, item.remark])).toEqual([
      ['1', '请假流程', 'leave'],
      ['2', '报销流程', 'expense'],
    ]);
    const routes = (await call<{ code: string; children: { code: string }[] }[]>(`${MGMT}/menu/routes`, { token: hr }))
      .body.data;
    expect(routes.map((node) => node.code)).toEqual(['work']);
    expect(routes[0].children.map((node) => node.code)).toEqual([
      'work_start',
      'work_claim',
      'work_todo',
      'work_send',
      'work_done',
    ]);
    // The engine's screens are the administrator's.
    expect((await call(`${FLOW}/model/list`, { token: hr })).status).toBe(403);
    expect((await call(`${FLOW}/manager/list`, { token: hr })).status).toBe(403);
    expect((await call(`${FLOW}/follow/list`, { token: hr })).status).toBe(403);
    expect((await call(`${FLOW}/work/start-list`, { token: hr })).status).toBe(200);
  });
});
