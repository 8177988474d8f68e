import { describe, expect, it } from 'vitest';
import { approvalProcessXml, expenseProcess } from '../../mocks/seed-data/flow-processes';
import { BASIC, ORIGIN, call, login, useServer, type Envelope, type PageData } from './standin-client';

// The workflow's administration over the wire: models (submit checks the BPMN, counts the
// version), deploying a model or uploaded files (a definition per tenant, versions per key),
// activating and suspending, deleting a deployment, following and deleting running instances;
// all of it the administrator's.

const FLOW = '/api/blade-flow';
const LEAVE = '/api/blade-desk/process/leave';
const SEED_DAY = '2025-06-15';
const EN = { 'Accept-Language': 'en-US,en;q=0.9' };

type Model = {
  id: string;
  modelKey: string;
  name: string;
  description: string;
  version: number;
  created: string;
  lastUpdated: string;
  modelEditorXml?: string;
};
type FlowProcess = {
  id: string;
  key: string;
  name: string;
  version: number;
  tenantId: string;
  category: string;
  categoryName: string;
  suspensionState: number;
  deploymentId: string;
  resourceName: string;
};
type Execution = {
  processInstanceId: string;
  processDefinitionKey: string;
  startUser: string;
  name: string;
  suspensionState: number;
  categoryName: string;
};
type Task = { taskId: string; processInstanceId: string; processDefinitionId: string; taskName: string };

const post = (path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  call(path, { token, method: 'POST', body, headers });
const page = async <T>(token: string, path: string) =>
  (await call<PageData<T>>(`${path}${path.includes('?') ? '&' : '?'}current=1&size=50`, { token })).body.data.records;
const models = (token: string, query = '') => page<Model>(token, `${FLOW}/model/list${query}`);
const definitions = (token: string, query = '') => page<FlowProcess>(token, `${FLOW}/manager/list${query}`);
const startable = (token: string) => page<FlowProcess>(token, `${FLOW}/work/start-list`);
const todo = (token: string) => page<Task>(token, `${FLOW}/work/todo-list`);

/** A process file of one approval step, laid out by nobody (a diagram is not needed to deploy). */
const tripXml = (extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="Trip" name="出差申请" isExecutable="true">
    <startEvent id="start" name="开始"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/>
    <userTask id="approve" name="审批" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="f2" sourceRef="approve" targetRef="end"/>${extra}
    <endEvent id="end" name="结束"/>
  </process>
</definitions>`;

/** POSTs deploy-upload as a browser does: multipart `files`, `category`, `tenantIds`. */
async function upload(
  token: string,
  files: [name: string, content: string][],
  category = 'flow_1',
  tenantIds = '',
  headers: Record<string, string> = {},
) {
  const boundary = '----standinFlowBoundary7d2';
  const part = (disposition: string, content: string, type = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${content}\r\n`;
  const body =
    files.map(([name, content]) => part(`name="files"; filename="${name}"`, content, 'text/xml')).join('') +
    part('name="category"', category) +
    part('name="tenantIds"', tenantIds) +
    `--${boundary}--\r\n`;
  const response = await fetch(`${ORIGIN}${FLOW}/manager/deploy-upload`, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Blade-Auth': `bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      ...headers,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

describe('stand-in: process models', () => {
  useServer({ seedDay: SEED_DAY });

  it("lists the tenant's models, newest change first, without their XML; detail has it; LIKE on key and name", async () => {
    const admin = await login('admin', 'admin');
    const rows = await models(admin);
    expect(rows.map((row) => [row.modelKey, row.name])).toEqual([
      ['Expense', '报销流程'],
      ['Leave', '请假流程'],
    ]);
    expect(rows[0].modelEditorXml).toBeUndefined();
    expect((await models(admin, '?modelKey=xpen')).map((row) => row.modelKey)).toEqual(['Expense']);
    expect((await models(admin, `?name=${encodeURIComponent('请假')}`)).map((row) => row.modelKey)).toEqual(['Leave']);
    const detail = (await call<Model>(`${FLOW}/model/detail?id=${rows[0].id}`, { token: admin })).body.data;
    expect(detail.modelEditorXml).toContain('<process id="Expense" name="报销流程"');
    expect(await models(await login('admin', 'admin', '100001'))).toEqual([]);
  });

  it('saves a model: required fields (zh / en), a BPMN of one process, a unique key; the version counts up; deploying checks the engine runs it', async () => {
    const admin = await login('admin', 'admin');
    const submit = (body: object, headers?: Record<string, string>) =>
      post(`${FLOW}/model/submit`, admin, body, headers);
    const xml = approvalProcessXml({ ...expenseProcess, id: 'Purchase', name: '采购流程' });
    expect((await submit({ modelKey: 'Purchase', modelEditorXml: xml })).body).toMatchObject({
      code: 400,
      msg: '请输入模型名称',
    });
    expect((await submit({ name: '采购流程', modelEditorXml: xml }, EN)).body.msg).toBe('Please enter the model key');
    expect((await submit({ name: '采购流程', modelKey: 'Purchase' })).body.msg).toBe('请先绘制流程图');
    expect((await submit({ name: '采购流程', modelKey: 'Leave', modelEditorXml: xml })).body.msg).toBe(
      '模型标识 [Leave] 已存在',
    );
    expect(
      (await submit({ name: '采购流程', modelKey: 'Purchase', modelEditorXml: '<definitions><process id="a">' })).body
        .msg,
    ).toBe('流程文件不是格式正确的 XML');
    expect((await submit({ name: '采购流程', modelKey: 'Purchase', modelEditorXml: '<html></html>' })).body.msg).toBe(
      '流程文件不是 BPMN 2.0 文档(根元素须为 definitions)',
    );
    expect(
      (
        await submit({
          name: '采购流程',
          modelKey: 'Purchase',
          modelEditorXml: xml.replace('</process>', '</process><process id="Two"></process>'),
        })
      ).body.msg,
    ).toBe('流程文件须含且只含一个流程(process),实际为 2 个');
    const added = await submit({
      name: '采购流程',
      modelKey: 'Purchase',
      description: '采购申请',
      modelEditorXml: xml,
    });
    expect(added.body).toMatchObject({
      code: 200,
      data: { name: '采购流程', modelKey: 'Purchase', version: 1, createdBy: 'admin' },
    });
    const id = (added.body.data as Model).id;
    // A drawing in progress saves; the engine's checks come when it is deployed.
    const parallel = xml.replace(
      '<exclusiveGateway id="deptTaskGateway"></exclusiveGateway>',
      '<parallelGateway id="deptTaskGateway"></parallelGateway>',
    );
    expect(
      (await submit({ id, name: '采购流程', modelKey: 'Purchase', modelEditorXml: parallel })).body.data,
    ).toMatchObject({ version: 2 });
    const deploy = (headers?: Record<string, string>) =>
      post(`${FLOW}/model/deploy?modelId=${id}&category=flow_2`, admin, undefined, headers);
    expect((await deploy()).body.msg).toBe(
      '替身后端不支持流程元素 parallelGateway [deptTaskGateway]:只支持开始事件、用户任务、排他网关与结束事件',
    );
    const other = xml.replace('<![CDATA[${!pass}]]>', '<![CDATA[${days > 3}]]>');
    expect((await submit({ id, name: '采购流程', modelKey: 'Purchase', modelEditorXml: other })).body.success).toBe(
      true,
    );
    expect((await deploy(EN)).body.msg).toBe(
      'the condition ${days > 3} of flow [flow4] is not supported: the stand-in only evaluates ${pass} and ${!pass}',
    );
    expect((await definitions(admin)).map((row) => row.key)).toEqual(['Leave']);
    const changed = await submit({ id, name: '采购审批流程', modelKey: 'Purchase', modelEditorXml: xml });
    expect(changed.body.data).toMatchObject({ id, name: '采购审批流程', version: 4, description: '采购申请' });
    expect((await models(admin))[0]).toMatchObject({ id, version: 4 });
    expect((await post(`${FLOW}/model/deploy?modelId=${id}&category=flow_2`, admin)).body.success).toBe(true);
    expect((await definitions(admin)).find((row) => row.key === 'Purchase')).toMatchObject({
      name: '采购流程',
      resourceName: '采购审批流程.bpmn20.xml',
    });
    expect((await post(`${FLOW}/model/remove?ids=${id}`, admin)).body.success).toBe(true);
    expect((await models(admin)).some((row) => row.id === id)).toBe(false);
  });

  it('deploys a model (通用 or per tenant, versions per key and tenant), and start-list offers the latest', async () => {
    const admin = await login('admin', 'admin');
    const east = await login('admin', 'admin', '100001');
    const [expense, leave] = await models(admin);
    const deploy = (modelId: string, query: string, headers?: Record<string, string>) =>
      post(`${FLOW}/model/deploy?modelId=${modelId}${query}`, admin, undefined, headers);
    expect((await deploy(expense.id, '')).body.msg).toBe('请选择流程类型');
    expect((await deploy(expense.id, '&category=flow_9', EN)).body.msg).toBe('process type [flow_9] does not exist');
    expect((await deploy(expense.id, '&category=flow_2&tenantIds=999999')).body.msg).toBe('租户 [999999] 不存在');
    expect((await startable(admin)).map((row) => row.key)).toEqual(['Leave']);
    expect((await deploy(expense.id, '&category=flow_2&tenantIds=')).body).toMatchObject({ code: 200, data: true });
    const general = (await startable(admin)).find((row) => row.key === 'Expense');
    expect(general).toMatchObject({
      name: '报销流程',
      tenantId: '',
      category: 'flow_2',
      categoryName: '报销流程',
      version: 1,
      suspensionState: 1,
      resourceName: '报销流程.bpmn20.xml',
    });
    expect(general!.id).toBe(`Expense:1:${general!.deploymentId}`);
    expect((await startable(east)).map((row) => row.key)).toEqual(['Expense', 'Leave']);
    // A new version of Leave: start-list offers it alone; the running leaves keep theirs.
    expect((await deploy(leave.id, '&category=flow_1')).body.success).toBe(true);
    const leaves = (await startable(admin)).filter((row) => row.key === 'Leave');
    expect(leaves.map((row) => row.version)).toEqual([2]);
    expect((await todo(admin))[0].processDefinitionId).toMatch(/^Leave:1:/);
    // For a tenant: its own definition, version 1 of its own; the platform administrator sees it under mode 2.
    expect((await deploy(expense.id, '&category=flow_2&tenantIds=100001')).body.success).toBe(true);
    expect(
      (await startable(east)).filter((row) => row.key === 'Expense').map((row) => [row.tenantId, row.version]),
    ).toEqual([
      ['', 1],
      ['100001', 1],
    ]);
    expect((await startable(admin)).filter((row) => row.key === 'Expense').map((row) => row.tenantId)).toEqual(['']);
    expect(
      (await page<FlowProcess>(east, `${FLOW}/work/start-list?mode=2`)).map((row) => [row.key, row.tenantId]),
    ).toEqual([['Expense', '100001']]);
    expect((await page<FlowProcess>(east, `${FLOW}/work/start-list?mode=1`)).map((row) => row.tenantId)).toEqual([
      '',
      '',
    ]);
    expect((await definitions(admin, '?mode=2')).map((row) => [row.key, row.tenantId])).toEqual([
      ['Expense', '100001'],
    ]);
    expect((await definitions(admin, '?mode=1')).map((row) => [row.key, row.version])).toEqual([
      ['Expense', 1],
      ['Leave', 2],
    ]);
    expect((await definitions(admin, '?category=flow_1')).map((row) => row.key)).toEqual(['Leave']);
    expect((await definitions(east, '?mode=2')).map((row) => [row.key, row.tenantId])).toEqual([['Expense', '100001']]);
  });

  it("is the administrator's: others get 403, and a write also needs its button", async () => {
    const operator = await login('operator', 'operator');
    for (const path of ['model/list', 'manager/list', 'follow/list'])
      expect((await call(`${FLOW}/${path}`, { token: operator })).status).toBe(403);
    expect((await post(`${FLOW}/model/submit`, operator, { name: 'x', modelKey: 'x' })).body).toMatchObject({
      code: 403,
      msg: '请求被拒绝',
    });
    expect((await call(`${FLOW}/work/todo-list`, { token: operator })).status).toBe(200);
    // 100001's administrator: its package holds no workflow buttons.
    const east = await login('admin', 'admin', '100001');
    expect((await call(`${FLOW}/model/list`, { token: east })).status).toBe(200);
    expect((await post(`${FLOW}/model/submit`, east, { name: 'x', modelKey: 'x' })).status).toBe(403);
  });
});

describe('stand-in: deployments and running instances', () => {
  const standin = useServer({ seedDay: SEED_DAY });

  it('suspends a definition (gone from start-list, its tasks from the lists, starting refused) and activates it again', async () => {
    const admin = await login('admin', 'admin');
    const [leave] = await startable(admin);
    const change = (state: string, headers?: Record<string, string>) =>
      post(`${FLOW}/manager/change-state?state=${state}&processId=${leave.id}`, admin, undefined, headers);
    expect((await change('suspend')).body).toMatchObject({ code: 200, msg: `挂起ID为 [${leave.id}] 的流程成功` });
    expect((await change('suspend')).body.msg).toBe('流程已是此状态,无需操作');
    expect(await startable(admin)).toEqual([]);
    expect((await definitions(admin))[0]).toMatchObject({ id: leave.id, suspensionState: 2 });
    const follow = await page<Execution>(admin, `${FLOW}/follow/list`);
    expect(follow.every((row) => row.suspensionState === 2)).toBe(true);
    expect(await todo(admin)).toEqual([]);
    const users = (
      await call<{ id: string; account: string }[]>('/api/zhiyuan-management/user/user-list', { token: admin })
    ).body.data;
    const start = await post(`${LEAVE}/start-process`, admin, {
      processDefinitionId: leave.id,
      taskUser: users.find((user) => user.account === 'manager')!.id,
      startTime: '2025-07-01 09:00:00',
      endTime: '2025-07-01 18:00:00',
      reason: '事假',
    });
    expect(start.body).toMatchObject({ code: 400, msg: `流程 请假流程 [${leave.id}] 已挂起,不能发起` });
    const waiting = standin.db.tables.flowTasks.find(
      (row) => row.tenantId === '000000' && !row.endTime && row.assignee,
    )!;
    expect((await post(`${FLOW}/work/complete-task`, admin, { taskId: waiting.id, flag: 'ok' })).body.msg).toBe(
      '流程已挂起,任务暂不能办理',
    );
    expect((await change('active', EN)).body.msg).toBe(`process with ID [${leave.id}] activated`);
    expect((await startable(admin)).map((row) => row.key)).toEqual(['Leave']);
    expect(await todo(admin)).toHaveLength(1);
    expect((await change('pause')).body.msg).toBe('流程状态只能是 active 或 suspend');
    expect((await post(`${FLOW}/manager/change-state?state=active&processId=Nope:1:1`, admin)).body.msg).toBe(
      '流程定义不存在',
    );
  });

  it('deploys uploaded .bpmn20.xml files, refusing any other file by name (a zip: not unpacked here)', async () => {
    const admin = await login('admin', 'admin');
    expect((await upload(admin, [])).body.msg).toBe('请选择要部署的流程文件');
    expect((await upload(admin, [['notes.txt', 'hello']])).body).toMatchObject({
      code: 400,
      msg: '文件 [notes.txt] 不是流程文件:请上传 .bpmn20.xml 或 .bpmn',
    });
    expect((await upload(admin, [['notes.txt', 'hello']], 'flow_1', '', EN)).body.msg).toBe(
      'file [notes.txt] is not a process file: upload .bpmn20.xml or .bpmn',
    );
    expect((await upload(admin, [['processes.zip', 'PK']])).body.msg).toBe(
      '文件 [processes.zip] 是 zip 压缩包:替身后端不解压 zip,请逐个上传其中的 .bpmn20.xml 文件',
    );
    expect(
      (
        await upload(admin, [
          ['Trip.bpmn20.xml', tripXml()],
          ['broken.bpmn', '<definitions>'],
        ])
      ).body.msg,
    ).toBe('文件 [broken.bpmn] 无法部署:流程文件不是格式正确的 XML');
    expect(
      (await upload(admin, [['Trip.bpmn20.xml', tripXml('\n    <serviceTask id="mail" name="发邮件"/>')]])).body.msg,
    ).toBe(
      '文件 [Trip.bpmn20.xml] 无法部署:替身后端不支持流程元素 serviceTask [mail]:只支持开始事件、用户任务、排他网关与结束事件',
    );
    // Nothing of a refused batch was deployed.
    expect((await definitions(admin)).map((row) => row.key)).toEqual(['Leave']);
    expect((await upload(admin, [['Trip.bpmn20.xml', tripXml()]], 'flow_1')).body).toMatchObject({
      code: 200,
      data: true,
    });
    const trip = (await definitions(admin)).find((row) => row.key === 'Trip')!;
    expect(trip).toMatchObject({
      name: '出差申请',
      version: 1,
      tenantId: '',
      resourceName: 'Trip.bpmn20.xml',
      category: 'flow_1',
      suspensionState: 1,
    });
    // It runs: a one-step process started through the leave form ends when its task is done.
    const manager = await login('manager', '123456');
    const users = (
      await call<{ id: string; account: string }[]>('/api/zhiyuan-management/user/user-list', { token: admin })
    ).body.data;
    const started = await post(`${LEAVE}/start-process`, admin, {
      processDefinitionId: trip.id,
      taskUser: users.find((user) => user.account === 'manager')!.id,
      startTime: '2025-07-01 09:00:00',
      endTime: '2025-07-04 18:00:00',
      reason: '上海出差',
    });
    expect(started.body.success).toBe(true);
    const [task] = (await todo(manager)).filter((row) => row.processDefinitionId === trip.id);
    expect(task.taskName).toBe('审批');
    expect(
      (await post(`${FLOW}/work/complete-task`, manager, { taskId: task.taskId, flag: 'ok', comment: '同意' })).body
        .success,
    ).toBe(true);
    const steps = (
      await call<{ historyActivityId: string }[]>(
        `${FLOW}/process/history-flow-list?processInstanceId=${task.processInstanceId}`,
        { token: admin },
      )
    ).body.data;
    expect(steps.map((step) => step.historyActivityId)).toEqual(['start', 'approve', 'end']);
    // Per tenant: 100001's own version 1, seen by 100001 only.
    expect((await upload(admin, [['Trip.bpmn20.xml', tripXml()]], 'flow_1', '100001')).body.success).toBe(true);
    const east = await login('admin', 'admin', '100001');
    expect(
      (await startable(east)).filter((row) => row.key === 'Trip').map((row) => [row.tenantId, row.version]),
    ).toEqual([
      ['', 1],
      ['100001', 1],
    ]);
    expect((await startable(admin)).filter((row) => row.key === 'Trip').map((row) => row.tenantId)).toEqual(['']);
    expect((await upload(east, [['Trip.bpmn20.xml', tripXml()]], 'flow_1', '')).status).toBe(403);
  });

  it('follows the running instances and deletes one with a reason the history keeps', async () => {
    const admin = await login('admin', 'admin');
    const hr = await login('hr', '123456');
    const operator = await login('operator', 'operator');
    const running = await page<Execution>(admin, `${FLOW}/follow/list`);
    expect(running.map((row) => [row.processDefinitionKey, row.startUser, row.name, row.categoryName])).toEqual([
      ['Leave', '王晓雯', '请假流程', '请假流程'],
      ['Leave', '王晓雯', '请假流程', '请假流程'],
    ]);
    const atHr = running[1];
    expect(
      await page<Execution>(admin, `${FLOW}/follow/list?processInstanceId=${atHr.processInstanceId}`),
    ).toHaveLength(1);
    const remove = (query: string, headers?: Record<string, string>) =>
      post(`${FLOW}/follow/delete-process-instance?${query}`, admin, undefined, headers);
    expect((await remove(`processInstanceId=${atHr.processInstanceId}`)).body.msg).toBe('请输入删除理由');
    expect((await remove(`processInstanceId=${atHr.processInstanceId}&deleteReason=`, EN)).body.msg).toBe(
      'Please enter the reason for deleting',
    );
    expect(
      (await remove(`processInstanceId=${atHr.processInstanceId}&deleteReason=${encodeURIComponent('申请人已撤回')}`))
        .body,
    ).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await remove(`processInstanceId=${atHr.processInstanceId}&deleteReason=x`)).body.msg).toBe(
      '流程实例已结束',
    );
    expect((await page<Execution>(admin, `${FLOW}/follow/list`)).map((row) => row.processInstanceId)).not.toContain(
      atHr.processInstanceId,
    );
    expect(await page(hr, `${FLOW}/work/claim-list`)).toEqual([]);
    const sent = (
      await page<{ processInstanceId: string; processIsFinished: string }>(operator, `${FLOW}/work/send-list`)
    ).find((row) => row.processInstanceId === atHr.processInstanceId);
    expect(sent?.processIsFinished).toBe('finished');
    const task = standin.db.tables.flowTasks.find(
      (row) => row.processInstanceId === atHr.processInstanceId && row.taskDefinitionKey === 'hrTask',
    )!;
    expect(task).toMatchObject({ deleteReason: '申请人已撤回' });
    expect(task.endTime).not.toBe('');
    const steps = (
      await call<{ historyActivityId: string; endTime: string }[]>(
        `${FLOW}/process/history-flow-list?processInstanceId=${atHr.processInstanceId}`,
        { token: admin },
      )
    ).body.data;
    expect(steps.map((step) => step.historyActivityId)).toEqual(['start', 'approverTask', 'hrTask']);
    expect(steps.every((step) => step.endTime !== '')).toBe(true);
  });

  it('deletes a deployment with its definitions and instances; the leave rows stay', async () => {
    const admin = await login('admin', 'admin');
    const [leave] = await definitions(admin);
    expect((await post(`${FLOW}/manager/delete-deployment`, admin)).body.msg).toBe('缺少必要的请求参数: deploymentIds');
    expect((await post(`${FLOW}/manager/delete-deployment?deploymentIds=1`, admin)).body.msg).toBe('部署不存在');
    const east = await login('admin', 'admin', '100001');
    expect((await post(`${FLOW}/manager/delete-deployment?deploymentIds=${leave.deploymentId}`, east)).status).toBe(
      403,
    );
    const leaves = standin.db.tables.flowLeaves.length;
    expect(
      (await post(`${FLOW}/manager/delete-deployment?deploymentIds=${leave.deploymentId}`, admin)).body.success,
    ).toBe(true);
    expect(await definitions(admin)).toEqual([]);
    expect(await todo(admin)).toEqual([]);
    expect(await page(admin, `${FLOW}/follow/list`)).toEqual([]);
    expect(standin.db.tables.flowInstances).toEqual([]);
    expect(standin.db.tables.flowLeaves).toHaveLength(leaves);
  });
});
