import { describe, expect, it } from 'vitest';
import { createDb, JOURNAL_KEY, resetDb } from '../../mocks/db';
import { MGMT, buttonCodes, call, login, useServer, type PageData } from './standin-client';

type Param = {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  createTime: string;
};
type MenuNode = { code: string; category: number; sort: number; children: MenuNode[] };

const errorLog = {
  tenantId: '000000',
  serviceId: 'web-client',
  requestUri: '/x',
  method: '',
  message: 'boom',
  stackTrace: '',
  exceptionName: 'Error',
  params: '',
  createBy: '',
  createTime: '2025-01-01 00:00:00',
};

const EN = { 'Accept-Language': 'en' };
const list = (token: string, query = '') => call<PageData<Param>>(`${MGMT}/param/list?${query}`, { token });
const submit = (token: string, body: object, headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/param/submit`, { token, body, headers });
const remove = (token: string, ids: string) =>
  call<boolean>(`${MGMT}/param/remove?ids=${ids}`, { token, method: 'POST' });

describe('stand-in: params (blade CRUD)', () => {
  useServer();

  it('pages the list with current/size/total/pages', async () => {
    const token = await login('admin', 'admin');
    const first = (await list(token, 'current=1&size=10')).body.data;
    expect(first).toMatchObject({ current: 1, size: 10, total: 28, pages: 3 });
    expect(first.records).toHaveLength(10);
    const last = (await list(token, 'current=3&size=10')).body.data;
    expect(last.records).toHaveLength(8);
    expect(last.records.map((row) => row.id)).not.toContain(first.records[0].id);
    expect((await list(token, 'current=4&size=10')).body.data.records).toEqual([]);
  });

  it('filters by contains, date range and sorts by ascs/descs', async () => {
    const token = await login('admin', 'admin');
    const byName = (await list(token, `paramName=${encodeURIComponent('咨询')}&size=50`)).body.data.records;
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.every((row) => row.paramName.includes('咨询'))).toBe(true);
    const byKey = (await list(token, 'paramKey=exam.&size=50')).body.data.records;
    expect(byKey.map((row) => row.paramKey).every((key) => key.startsWith('exam.'))).toBe(true);
    const ranged = (await list(token, 'createTime_dategt=2024-09-05&createTime_datelt=2024-09-10 00:00:00&size=50'))
      .body.data.records;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => row.createTime > '2024-09-05' && row.createTime < '2024-09-10')).toBe(true);
    const newest = (await list(token, 'descs=create_time&size=50')).body.data.records.map((row) => row.createTime);
    expect(newest).toEqual([...newest].sort().reverse());
    const byKeyAsc = (await list(token, 'ascs=param_key&size=50')).body.data.records.map((row) => row.paramKey);
    expect(byKeyAsc).toEqual([...byKeyAsc].sort());
  });

  it('inserts without id and updates with id through submit', async () => {
    const token = await login('admin', 'admin');
    const created = await submit(token, { paramName: '测试参数', paramKey: 'test.key', paramValue: '1', remark: '' });
    expect(created).toMatchObject({ status: 200, body: { code: 200, success: true, data: true } });
    const [row] = (await list(token, 'paramKey=test.key')).body.data.records;
    expect(row).toMatchObject({ paramName: '测试参数', paramValue: '1', tenantId: '000000' });
    expect(row.id).toMatch(/^\d{19}$/);
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await submit(token, { ...row, paramValue: '2' })).status).toBe(200);
    const detail = await call<Param>(`${MGMT}/param/detail?id=${row.id}`, { token });
    expect(detail.body.data).toMatchObject({ id: row.id, paramValue: '2', createTime: row.createTime });
    expect((await list(token)).body.data.total).toBe(29);
  });

  it('answers 400 with the validation message in the request language', async () => {
    const token = await login('admin', 'admin');
    const cases: [object, string, string][] = [
      [{ paramKey: 'k', paramValue: 'v' }, '请输入参数名称', 'Please enter the parameter name'],
      [{ paramName: 'n', paramKey: ' ', paramValue: 'v' }, '请输入参数键名', 'Please enter the parameter key'],
      [{ paramName: 'n', paramKey: 'k' }, '请输入参数键值', 'Please enter the parameter value'],
      [{ paramName: 'n', paramKey: 'exam.year', paramValue: 'v' }, '参数键名已存在', 'parameter key already exists'],
    ];
    for (const [body, zh, en] of cases) {
      expect(await submit(token, body)).toEqual({
        status: 400,
        body: { code: 400, success: false, data: null, msg: zh },
      });
      expect((await submit(token, body, EN)).body.msg).toBe(en);
    }
    expect((await list(token)).body.data.total).toBe(28);
  });

  it('removes ids=a,b, and rejects unknown ids as a whole', async () => {
    const token = await login('admin', 'admin');
    const [a, b, c] = (await list(token)).body.data.records;
    expect((await remove(token, `${a.id},${b.id}`)).body).toMatchObject({ code: 200, success: true });
    expect((await list(token)).body.data.total).toBe(26);
    expect(await remove(token, `${c.id},${a.id}`)).toMatchObject({ status: 400, body: { msg: '数据不存在' } });
    expect((await list(token)).body.data.total).toBe(26); // c survived: all or nothing
    expect((await call(`${MGMT}/param/remove`, { token, method: 'POST' })).status).toBe(400);
  });

  it('keeps tenants apart: 100001 neither sees nor touches 000000 rows', async () => {
    const platform = await login('admin', 'admin');
    const branch = await login('admin', 'admin', '100001');
    const platformRows = (await list(platform, 'size=50')).body.data.records;
    const branchRows = (await list(branch, 'size=50')).body.data.records;
    expect(branchRows).toHaveLength(5);
    expect(branchRows.every((row) => row.tenantId === '100001')).toBe(true);
    const target = platformRows[0];
    const notFound = { status: 400, body: { code: 400, success: false, data: null, msg: '数据不存在' } };
    expect(await remove(branch, target.id)).toEqual(notFound);
    expect(await call(`${MGMT}/param/detail?id=${target.id}`, { token: branch })).toEqual(notFound);
    expect(await submit(branch, { ...target, paramValue: 'hacked' })).toEqual(notFound);
    expect((await call<Param>(`${MGMT}/param/detail?id=${target.id}`, { token: platform })).body.data.paramValue).toBe(
      target.paramValue,
    );
    // Keys are unique per tenant only.
    expect((await submit(branch, { paramName: '年份', paramKey: 'exam.year', paramValue: '2026' })).status).toBe(200);
  });
});

describe('stand-in: menus, buttons, dictionaries, packages', () => {
  useServer();

  it('gives the operator the param menu without param_delete and without packages', async () => {
    const token = await login('operator', 'operator');
    const buttons = (await call<MenuNode[]>(`${MGMT}/menu/buttons`, { token })).body.data;
    // The business buttons (issue 11) are tested in oto-menus.test.ts: every one but the deletes.
    // 我的事务's buttons (issue 13) are all theirs too.
    const business =
      /^(organization|expert|org_expert|service|order|org_order|potential_students|consultation|qrcode_setting|prompt_config|h5_register_user|work_\w+)_/;
    const codes = buttonCodes(buttons);
    expect(codes.filter((code) => !business.test(code)).sort()).toEqual(['param_add', 'param_edit', 'param_view']);
    expect(codes.filter((code) => business.test(code) && code.endsWith('_delete'))).toEqual([]);
    const routes = (await call<MenuNode[]>(`${MGMT}/menu/routes`, { token })).body.data;
    expect(routes.map((node) => node.code)).toEqual(['system', 'work', 'oto', 'help']);
    expect(routes[0].children.map((node) => node.code)).toEqual(['param']);
    expect(routes[3].children.map((node) => node.code)).toEqual(['guide', 'test']);
  });

  it('gives the administrator the whole tree, nested and sorted', async () => {
    const token = await login('admin', 'admin');
    const routes = (await call<MenuNode[]>(`${MGMT}/menu/routes`, { token })).body.data;
    expect(routes[0]).toMatchObject({
      code: 'system',
      path: '/system',
      source: 'iconfont iconicon_setting',
      parentId: '0',
    });
    expect(routes[0].children.map((node) => node.code)).toEqual([
      'user',
      'param',
      'tenantpackage',
      'dept',
      'post',
      'dict',
      'dictbiz',
      'menu',
      'tenant',
      'topmenu',
      'client',
      'region',
      'datasource',
    ]);
    expect(routes.map((node) => node.code)).toEqual([
      'system',
      'authority',
      'work',
      'oto',
      'resource',
      'desk',
      'report',
      'flow',
      'log',
      'tool',
      'help',
    ]);
    expect(routes[1].children.map((node) => node.code)).toEqual(['role', 'datascope', 'apiscope']);
    expect(routes[0].children.every((node) => node.category === 1 && node.children.length === 0)).toBe(true);
    const buttons = (await call<MenuNode[]>(`${MGMT}/menu/buttons`, { token })).body.data;
    expect(buttonCodes(buttons)).toEqual([
      'user_add',
      'user_edit',
      'user_delete',
      'user_view',
      'user_role',
      'user_reset',
      'user_unlock',
      'user_platform',
      'user_export',
      'param_add',
      'param_edit',
      'param_delete',
      'param_view',
      'tenantpackage_add',
      'tenantpackage_edit',
      'tenantpackage_delete',
      'dept_add',
      'dept_edit',
      'dept_delete',
      'dept_view',
      'post_add',
      'post_edit',
      'post_delete',
      'post_view',
      'dict_add',
      'dict_edit',
      'dict_delete',
      'dict_view',
      'dictbiz_add',
      'dictbiz_edit',
      'dictbiz_delete',
      'dictbiz_view',
      'menu_add',
      'menu_edit',
      'menu_delete',
      'menu_view',
      'tenant_add',
      'tenant_edit',
      'tenant_delete',
      'tenant_view',
      'tenant_setting',
      'tenant_datasource',
      'tenant_package',
      'topmenu_add',
      'topmenu_edit',
      'topmenu_delete',
      'topmenu_view',
      'topmenu_setting',
      'client_add',
      'client_edit',
      'client_delete',
      'client_view',
      'region_add',
      'region_edit',
      'region_delete',
      'region_view',
      'datasource_add',
      'datasource_edit',
      'datasource_delete',
      'datasource_view',
      'role_add',
      'role_edit',
      'role_delete',
      'role_view',
      'role_grant',
      'data_scope_setting',
      'api_scope_setting',
      // 我的事务 (issue 13).
      'work_start_flow',
      'work_start_image',
      'work_claim_sign',
      'work_claim_detail',
      'work_claim_follow',
      'work_todo_handle',
      'work_todo_detail',
      'work_todo_follow',
      'work_send_detail',
      'work_send_follow',
      'work_done_detail',
      'work_done_follow',
      // 一对一业务 (issue 11), in its screens' order.
      'organization_add',
      'organization_edit',
      'organization_delete',
      'organization_view',
      'organization_reset',
      'expert_add',
      'expert_edit',
      'expert_delete',
      'expert_view',
      'expert_audit',
      'org_expert_add',
      'org_expert_edit',
      'org_expert_delete',
      'org_expert_view',
      'org_expert_submit',
      'service_add',
      'service_edit',
      'service_delete',
      'service_view',
      'order_add',
      'order_edit',
      'order_delete',
      'order_view',
      'order_expert',
      'order_status',
      'order_refund',
      'order_programme',
      'org_order_add',
      'org_order_edit',
      'org_order_delete',
      'org_order_view',
      'org_order_expert',
      'org_order_status',
      'org_order_refund',
      'org_order_programme',
      'potential_students_add',
      'potential_students_edit',
      'potential_students_view',
      'consultation_add',
      'consultation_edit',
      'consultation_view',
      'qrcode_setting_add',
      'qrcode_setting_edit',
      'qrcode_setting_delete',
      'qrcode_setting_view',
      'prompt_config_add',
      'prompt_config_edit',
      'prompt_config_view',
      'h5_register_user_view',
      'h5_register_user_export',
      // Resources, notices, logs and the code generator (issue 12).
      'oss_add',
      'oss_edit',
      'oss_delete',
      'oss_view',
      'oss_enable',
      'oss_debug',
      'sms_add',
      'sms_edit',
      'sms_delete',
      'sms_view',
      'sms_enable',
      'sms_send',
      'attach_delete',
      'attach_view',
      'attach_upload',
      'attach_download',
      'attach_pdf',
      'notice_add',
      'notice_edit',
      'notice_delete',
      'notice_view',
      'report_list_view',
      'report_list_delete',
      // 流程管理 (issue 13).
      'flow_model_create',
      'flow_model_update',
      'flow_model_deploy',
      'flow_model_download',
      'flow_model_delete',
      'flow_manager_upload',
      'flow_manager_state',
      'flow_manager_image',
      'flow_manager_remove',
      'flow_follow_image',
      'flow_follow_delete',
      'log_usual_view',
      'log_api_view',
      'log_error_view',
      'code_add',
      'code_edit',
      'code_delete',
      'code_view',
      'code_copy',
      'code_gen',
      'model_add',
      'model_edit',
      'model_delete',
      'model_view',
      'model_prototype',
    ]);
    const tree = (
      await call<{ title: string; key: string; value: string; children: unknown[] }[]>(`${MGMT}/menu/tree`, { token })
    ).body.data;
    expect(tree[0]).toMatchObject({ title: '系统管理', key: tree[0].value, hasChildren: true });
    expect(tree[0].children).toHaveLength(13); // menus only, no buttons
  });

  it('limits a tenant to its package: 100001 has no package menu and may not call it', async () => {
    const token = await login('admin', 'admin', '100001');
    const routes = (await call<MenuNode[]>(`${MGMT}/menu/routes`, { token })).body.data;
    // 基础版: the branch's own people and settings and its business, no platform administration.
    expect(routes.map((node) => [node.code, node.children.map((child) => child.code)])).toEqual([
      ['system', ['user', 'param', 'dept', 'post']],
      ['authority', ['role']],
      [
        'oto',
        [
          'organization',
          'expert',
          'org_expert',
          'service',
          'order',
          'org_order',
          'potential_students',
          'consultation',
          'qrcode_setting',
          'prompt_config',
          'h5_register_user',
        ],
      ],
    ]);
    expect((await call(`${MGMT}/tenant-package/list`, { token })).status).toBe(403);
  });

  it('answers dictionaries by code, sorted', async () => {
    const token = await login('admin', 'admin');
    const subject = await call<{ dictKey: string; dictValue: string }[]>(`${MGMT}/dict/dictionary?code=subject`, {
      token,
    });
    expect(subject.body.data.map((item) => `${item.dictKey}:${item.dictValue}`)).toEqual([
      'WEN:文科',
      'LI:理科',
      'ZONG:综合',
      'L:历史',
      'W:物理',
    ]);
    const elective = await call<{ dictKey: string }[]>(`${MGMT}/dict-biz/dictionary?code=elective`, { token });
    expect(elective.body.data.map((item) => item.dictKey).join('')).toBe('OWHSZLDJ');
    expect((await call<unknown[]>(`${MGMT}/dict/dictionary?code=nope`, { token })).body.data).toEqual([]);
  });

  it('validates tenant packages and joins a menu id array', async () => {
    const token = await login('admin', 'admin');
    const post = (body: object) => call(`${MGMT}/tenant-package/submit`, { token, body });
    expect((await post({ menuId: '1' })).body.msg).toBe('请输入产品包名称');
    expect((await post({ packageName: '试用版', menuId: [] })).body.msg).toBe('请选择菜单');
    expect((await post({ packageName: '试用版', menuId: ['11', '12'] })).status).toBe(200);
    const page = await call<PageData<{ packageName: string; menuId: string }>>(
      `${MGMT}/tenant-package/list?packageName=${encodeURIComponent('试用')}`,
      { token },
    );
    expect(page.body.data.records).toEqual([expect.objectContaining({ packageName: '试用版', menuId: '11,12' })]);
  });
});

describe('stand-in: local-storage persistence', () => {
  it('survives a reload and resets to the seed', () => {
    localStorage.clear();
    const before = createDb({ persist: 'local-storage' });
    before.update('params', { ...before.tables.params[0], paramValue: 'changed' });
    const id = before.nextId();
    before.insert('errorLogs', { ...errorLog, id });
    const reloaded = createDb({ persist: 'local-storage' });
    expect(reloaded.tables.params[0].paramValue).toBe('changed');
    expect(BigInt(reloaded.nextId())).toBeGreaterThan(BigInt(id));
    resetDb(reloaded);
    expect(reloaded.tables.params[0].paramValue).not.toBe('changed');
    expect(Object.keys(localStorage).filter((key) => key.startsWith(JOURNAL_KEY))).toEqual([]);
    expect(createDb({ persist: 'memory' }).tables.params[0].paramValue).not.toBe('changed');
  });
});
