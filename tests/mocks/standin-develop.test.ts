import { describe, expect, it } from 'vitest';
import { MGMT, call, login, useServer, type PageData } from './standin-client';

// The code generator's calls as BX34's ModelController, ModelPrototypeController and
// CodeController answer them, over the seeded datasources' table catalogue.

const DEV = '/api/blade-develop';

type Model = {
  id: string;
  datasourceId: string;
  modelTable: string;
  modelName: string;
  modelCode: string;
  modelClass: string;
};
type Field = {
  name: string;
  type: string;
  propertyName: string;
  propertyType: string;
  comment: string;
  keyFlag: boolean;
};
type Table = { name: string; comment: string; entityName: string; fields: Field[] };
type Prototype = {
  id?: string;
  modelId: string;
  jdbcName: string;
  jdbcType: string;
  comment: string;
  propertyName: string;
  propertyEntity: string;
  propertyType: string;
  isList: number;
  isQuery: number;
  queryType: string;
  dictCode: string;
  componentType: string;
};
type Code = { id: string; codeName: string; modelId: string; templateType: string; createTime?: string };

const models = async (token: string, query = '') =>
  (await call<PageData<Model>>(`${DEV}/model/list?current=1&size=50${query}`, { token })).body.data.records;
const modelOf = async (token: string, code: string) =>
  (await models(token)).find((row) => row.modelCode === code) as Model;
const codes = async (token: string, query = '') =>
  (await call<PageData<Code>>(`${DEV}/code/list?current=1&size=50${query}`, { token })).body.data.records;
const post = (path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  call(path, { token, method: 'POST', body, headers });

describe('stand-in: data models', () => {
  const standin = useServer();
  const mysql = () => standin.db.tables.datasources.find((row) => row.name === 'mysql')!;

  it('lists the tables of a datasource as "name:comment", one of them with 40 columns', async () => {
    const token = await login('admin', 'admin');
    const answer = await call<Table[]>(`${DEV}/model/table-list?datasourceId=${mysql().id}`, { token });
    const order = answer.body.data.find((table) => table.name === 'oto_order_info')!;
    expect(order.comment).toBe('oto_order_info:订单信息表');
    expect(order.entityName).toBe('OrderInfo');
    expect(order.fields).toHaveLength(40);
    expect(order.fields.find((field) => field.name === 'paid_amount')).toMatchObject({
      type: 'decimal(10,2)',
      propertyName: 'paidAmount',
      propertyType: 'BigDecimal',
    });
    const report = standin.db.tables.datasources.find((row) => row.name === 'postgresql-report')!;
    expect(
      (await call<Table[]>(`${DEV}/model/table-list?datasourceId=${report.id}`, { token })).body.data.map(
        (table) => table.name,
      ),
    ).toEqual(['rpt_daily_order', 'rpt_expert_performance']);
    expect((await call(`${DEV}/model/table-list`, { token })).body.msg).toBe('缺少必要的请求参数: datasourceId');
  });

  it('answers table-info by table name and by model, and 未获得相关表信息 for an unknown table', async () => {
    const token = await login('admin', 'admin');
    const byName = await call<Table>(`${DEV}/model/table-info?tableName=blade_notice&datasourceId=${mysql().id}`, {
      token,
    });
    expect(byName.body.data).toMatchObject({ name: 'blade_notice', comment: '通知公告表', entityName: 'Notice' });
    const notice = await modelOf(token, 'notice');
    expect(
      (await call<Table>(`${DEV}/model/table-info?modelId=${notice.id}&datasourceId=${mysql().id}`, { token })).body
        .data.name,
    ).toBe('blade_notice');
    const unknown = await call(`${DEV}/model/table-info?tableName=nope&datasourceId=${mysql().id}`, {
      token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { msg: 'no information about the table was found' } });
  });

  it("adds a model (submit answers the saved model), checks Saber's rules zh/en, and filters the list by equality", async () => {
    const token = await login('admin', 'admin');
    const missing = await post(`${DEV}/model/submit`, token, { datasourceId: mysql().id, modelTable: 'blade_param' });
    expect(missing).toMatchObject({ status: 400, body: { msg: '请输入模型类名' } });
    const english = await post(
      `${DEV}/model/submit`,
      token,
      { modelTable: 'blade_param' },
      { 'Accept-Language': 'en' },
    );
    expect(english.body.msg).toBe('Please select a datasource');
    const added = await post(`${DEV}/model/submit`, token, {
      datasourceId: mysql().id,
      modelTable: 'blade_param',
      modelClass: 'Param',
      modelName: '参数',
      modelCode: 'param',
    });
    expect(added.body).toMatchObject({ success: true, data: { modelTable: 'blade_param', modelClass: 'Param' } });
    expect((added.body.data as Model).id).toMatch(/^\d+$/);
    expect((await models(token, `&modelName=${encodeURIComponent('参数')}`)).map((row) => row.modelCode)).toEqual([
      'param',
    ]);
    expect(await models(token, `&modelName=${encodeURIComponent('参')}`)).toEqual([]);
    const select = await call<Model[]>(`${DEV}/model/select`, { token });
    expect(select.body.data.map((row) => row.modelName)).toContain('blade_param: 参数');
  });

  it('removes a model with its fields and generator configurations', async () => {
    const token = await login('admin', 'admin');
    const notice = await modelOf(token, 'notice');
    expect(standin.db.tables.developPrototypes.some((row) => row.modelId === notice.id)).toBe(true);
    expect((await post(`${DEV}/model/remove?ids=${notice.id}`, token)).body.success).toBe(true);
    expect(standin.db.tables.developPrototypes.some((row) => row.modelId === notice.id)).toBe(false);
    expect(standin.db.tables.developCodes.some((row) => row.modelId === notice.id)).toBe(false);
  });

  it('keeps a branch tenant out (403) like the datasources', async () => {
    const token = await login('admin', 'admin', '100001');
    expect((await call(`${DEV}/model/list`, { token })).status).toBe(403);
    expect((await call(`${DEV}/code/list`, { token })).status).toBe(403);
    expect((await post(`${DEV}/model-prototype/submit-list`, token, [])).status).toBe(403);
  });
});

describe('stand-in: model fields (model-prototype)', () => {
  const standin = useServer();

  it("answers the table's columns for a model without saved fields, the saved ones otherwise", async () => {
    const token = await login('admin', 'admin');
    const order = await modelOf(token, 'orderInfo');
    const columns = await call<Field[]>(
      `${DEV}/model/model-prototype?modelId=${order.id}&datasourceId=${order.datasourceId}`,
      { token },
    );
    expect(columns.body.data).toHaveLength(40);
    expect(columns.body.data[0]).toMatchObject({ name: 'id', type: 'bigint(64)', propertyType: 'Long', keyFlag: true });
    const notice = await modelOf(token, 'notice');
    const saved = await call<Prototype[]>(
      `${DEV}/model/model-prototype?modelId=${notice.id}&datasourceId=${notice.datasourceId}`,
      { token },
    );
    expect(saved.body.data.find((row) => row.jdbcName === 'category')).toMatchObject({
      componentType: 'select',
      dictCode: 'notice',
      propertyEntity: 'java.lang.Integer',
    });
    const select = await call<Prototype[]>(`${DEV}/model-prototype/select?modelId=${notice.id}`, { token });
    expect(select.body.data[0].comment).toBe('id: 主键');
  });

  it('saves the grid with submit-list: new fields added, saved ones updated, propertyType from the entity class', async () => {
    const token = await login('admin', 'admin');
    const order = await modelOf(token, 'orderInfo');
    const fields = (
      await call<Field[]>(`${DEV}/model/model-prototype?modelId=${order.id}&datasourceId=${order.datasourceId}`, {
        token,
      })
    ).body.data;
    const rows = fields.map((field) => ({
      modelId: order.id,
      jdbcName: field.name,
      jdbcType: field.type,
      comment: field.comment,
      propertyName: field.propertyName,
      propertyEntity: 'java.lang.String',
      isList: 1,
      isForm: 1,
      isRow: 0,
      isRequired: 0,
      isQuery: 0,
      componentType: 'input',
      dictCode: '',
      queryType: '',
    }));
    rows[1] = { ...rows[1], comment: '下单租户', isQuery: 1, queryType: 'equal', propertyEntity: 'java.lang.Long' };
    expect((await post(`${DEV}/model-prototype/submit-list`, token, rows)).body.success).toBe(true);
    const saved = (await call<Prototype[]>(`${DEV}/model/model-prototype?modelId=${order.id}`, { token })).body.data;
    expect(saved).toHaveLength(40);
    expect(saved[1]).toMatchObject({
      jdbcName: 'tenant_id',
      comment: '下单租户',
      isQuery: 1,
      queryType: 'equal',
      propertyType: 'Long',
    });
    // Sent again with their ids: updated in place, not added.
    expect(
      (
        await post(
          `${DEV}/model-prototype/submit-list`,
          token,
          saved.map((row) => ({ ...row, isList: 0 })),
        )
      ).body.success,
    ).toBe(true);
    expect(standin.db.tables.developPrototypes.filter((row) => row.modelId === order.id)).toHaveLength(40);
    expect(
      standin.db.tables.developPrototypes.filter((row) => row.modelId === order.id).every((row) => row.isList === 0),
    ).toBe(true);
  });

  it('refuses a bad field with its column named, zh / en, and stores nothing of the list', async () => {
    const token = await login('admin', 'admin');
    const order = await modelOf(token, 'orderInfo');
    const good = {
      modelId: order.id,
      jdbcName: 'order_no',
      propertyName: 'orderNo',
      propertyEntity: 'java.lang.String',
    };
    const blank = await post(`${DEV}/model-prototype/submit-list`, token, [
      good,
      { ...good, jdbcName: 'amount', propertyName: ' ' },
    ]);
    expect(blank).toMatchObject({ status: 400, body: { msg: 'amount: 请输入实体列名' } });
    const english = await post(`${DEV}/model-prototype/submit-list`, token, [{ ...good, dictCode: 'nope' }], {
      'Accept-Language': 'en',
    });
    expect(english.body.msg).toBe('order_no: no dictionary has this code');
    expect((await post(`${DEV}/model-prototype/submit-list`, token, [{ ...good, isQuery: 1 }])).body.msg).toBe(
      'order_no: 请选择查询类型',
    );
    expect((await post(`${DEV}/model-prototype/submit-list`, token, [])).body.msg).toBe('请提交模型的字段');
    expect(standin.db.tables.developPrototypes.some((row) => row.modelId === order.id)).toBe(false);
  });

  it('answers dict/select: the top-level dictionaries named "code: name"', async () => {
    const token = await login('admin', 'admin');
    const answer = await call<{ code: string; dictValue: string }[]>(`${MGMT}/dict/select`, { token });
    expect(answer.body.data.find((row) => row.code === 'notice')?.dictValue).toBe('notice: 通知类型');
    expect(answer.body.data.every((row) => !row.dictValue.startsWith('-1'))).toBe(true);
  });
});

describe('stand-in: generator configurations (code)', () => {
  const standin = useServer();

  it('lists by "contains" without create/update times, and checks a tree template\'s fields', async () => {
    const token = await login('admin', 'admin');
    const listed = await codes(token, `&codeName=${encodeURIComponent('字典')}`);
    expect(listed.map((row) => row.templateType)).toEqual(['tree']);
    expect(listed[0].createTime).toBeUndefined();
    const dict = standin.db.tables.developModels.find((row) => row.modelCode === 'dict')!;
    const body = {
      modelId: dict.id,
      codeName: '字典',
      serviceName: 'blade-system',
      tableName: 'blade_dict',
      tablePrefix: 'blade_',
      pkName: 'id',
      packageName: 'org.springblade.system',
      apiPath: '/a',
      webPath: '/w',
      author: 'me',
      templateType: 'tree',
    };
    expect((await post(`${DEV}/code/submit`, token, { ...body, author: '' })).body.msg).toBe('请输入作者');
    expect((await post(`${DEV}/code/submit`, token, body)).body.msg).toBe('请选择树主键字段、树父主键字段与树名称字段');
    const english = await post(
      `${DEV}/code/submit`,
      token,
      { ...body, templateType: 'sub' },
      { 'Accept-Language': 'en' },
    );
    expect(english.body.msg).toBe('Please choose the sub-table model');
    expect(
      (await post(`${DEV}/code/submit`, token, { ...body, treeId: 'id', treePid: 'parent_id', treeName: 'dict_value' }))
        .body.success,
    ).toBe(true);
  });

  it('copies a configuration as "<name>-copy" (copy?id)', async () => {
    const token = await login('admin', 'admin');
    const notice = (await codes(token)).find((row) => row.codeName === '通知公告')!;
    expect((await post(`${DEV}/code/copy?id=${notice.id}`, token)).body.success).toBe(true);
    const copied = (await codes(token)).find((row) => row.codeName === '通知公告-copy')!;
    expect(copied).toMatchObject({ modelId: notice.modelId, templateType: 'crud' });
    expect(copied.id).not.toBe(notice.id);
  });

  it('generates the selected configurations (gen-code?ids&system) and answers the files written', async () => {
    const token = await login('admin', 'admin');
    const all = await codes(token);
    const ids = all.filter((row) => ['通知公告', '系统字典'].includes(row.codeName)).map((row) => row.id);
    const answer = await post(`${DEV}/code/gen-code?ids=${ids.join(',')}&system=saber`, token);
    expect(answer.body.msg).toBe('代码生成成功');
    const files = answer.body.data as string[];
    expect(files).toContain('/home/dev/zhiyuan/zhiyuan-boot/src/main/java/org/springblade/desk/entity/Notice.java');
    expect(files).toContain(
      '/home/dev/zhiyuan/zhiyuan-boot/src/main/java/org/springblade/desk/wrapper/NoticeWrapper.java',
    );
    expect(files).toContain('/home/dev/zhiyuan/zhiyuan-admin/src/views/system/dict.vue');
    expect(files.some((file) => file.includes('/feign/'))).toBe(false);
    expect((await post(`${DEV}/code/gen-code`, token)).body.msg).toBe('缺少必要的请求参数: ids');
  });

  it('refuses the writes to a role without the buttons (403 请求被拒绝)', async () => {
    const token = await login('operator', 'operator');
    const any = standin.db.tables.developCodes[0];
    expect((await post(`${DEV}/code/copy?id=${any.id}`, token)).body).toMatchObject({ code: 403, msg: '请求被拒绝' });
    expect((await post(`${DEV}/code/gen-code?ids=${any.id}`, token)).body.code).toBe(403);
  });
});
