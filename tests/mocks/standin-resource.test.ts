import { describe, expect, it } from 'vitest';
import { BASIC, ORIGIN, call, login, useServer, type Envelope, type PageData } from './standin-client';

// Object storage, SMS and attachments as BladeX's resource service answers them: one enabled
// config per tenant, Saber's rule messages in zh / en, send-message reading request params, and
// the file endpoints saving attachments and converting to PDF.

const RES = '/api/zhiyuan-resource';
const EN = { 'Accept-Language': 'en' };

type Oss = {
  id: string;
  ossCode: string;
  category: number;
  status: number;
  statusName: string;
  categoryName: string;
  tenantId: string;
};
type Sms = { id: string; smsCode: string; status: number };
type Attach = {
  id: string;
  originalName: string;
  extension: string;
  attachSize: number;
  link: string;
  domainUrl: string;
  name: string;
};
type BladeFile = { link: string; domain: string; name: string; originalName: string; attachId: string };

const post = (path: string, token: string, headers: Record<string, string> = {}) =>
  call(path, { token, method: 'POST', headers });
const list = async <T>(token: string, entity: string, query = '') =>
  (await call<PageData<T>>(`${RES}/${entity}/list?current=1&size=50${query}`, { token })).body.data.records;

const ossBody = {
  category: 1,
  ossCode: 'minio-2',
  endpoint: 'http://10.0.0.8:9000',
  bucketName: 'b',
  accessKey: 'ak',
  secretKey: 'sk',
};

/** A multipart body written out by hand: jsdom's FormData loses the file name on its way to fetch. */
function multipart(fileName: string, type: string, bytes: Uint8Array) {
  const boundary = '----resource-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const parts = [new TextEncoder().encode(head), bytes, new TextEncoder().encode(`\r\n--${boundary}--\r\n`)];
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (body.set(part, offset), offset + part.length), 0);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  endpoint: string,
  token: string,
  form: ReturnType<typeof multipart>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${ORIGIN}${RES}/oss/endpoint/${endpoint}`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Content-Type': form.type, ...headers },
    body: form.body,
  });
  return { status: response.status, body: (await response.json()) as Envelope<BladeFile> };
}

const bytesOf = (link: string) =>
  Uint8Array.from(atob(link.slice(link.indexOf(',') + 1)), (char) => char.charCodeAt(0));

describe('stand-in: object storage', () => {
  const standin = useServer();

  it('lists the tenant configs as OssVO with one enabled, and enabling one disables the other', async () => {
    const token = await login('admin', 'admin');
    const before = await list<Oss>(token, 'oss');
    expect(before.map((row) => row.ossCode)).toEqual(['minio', 'qiniu', 'aliyun', 'tencent']);
    expect(before.filter((row) => row.status === 2).map((row) => row.ossCode)).toEqual(['minio']);
    expect(before[0]).toMatchObject({ categoryName: 'minio', statusName: '是', tenantId: '000000' });
    expect(before[2]).toMatchObject({ categoryName: '阿里云', statusName: '否' });
    const aliyun = before[2];
    expect((await post(`${RES}/oss/enable?id=${aliyun.id}`, token)).body).toMatchObject({ code: 200, success: true });
    const after = await list<Oss>(token, 'oss');
    expect(after.filter((row) => row.status === 2).map((row) => row.ossCode)).toEqual(['aliyun']);
    expect(after.find((row) => row.ossCode === 'minio')).toMatchObject({ status: 1, statusName: '否' });
    // Entity binding: a filter is an equality.
    expect((await list<Oss>(token, 'oss', '&status=2')).map((row) => row.ossCode)).toEqual(['aliyun']);
    expect(await list<Oss>(token, 'oss', '&ossCode=mini')).toEqual([]);
  });

  it('keeps tenants apart: another tenant neither sees nor enables these configs', async () => {
    const platform = await login('admin', 'admin');
    const minio = (await list<Oss>(platform, 'oss'))[0];
    const branch = await login('admin', 'admin', '100001');
    const own = await list<Oss>(branch, 'oss');
    expect(own.map((row) => row.ossCode)).toEqual(['minio', 'aliyun']);
    expect(own.every((row) => row.tenantId === '100001')).toBe(true);
    // 100001's admin has no resource menu in its package: the button is not held.
    expect((await post(`${RES}/oss/enable?id=${minio.id}`, branch)).status).toBe(403);
    const operator = await login('operator', 'operator');
    expect((await post(`${RES}/oss/enable?id=${minio.id}`, operator)).body).toMatchObject({
      code: 403,
      msg: '请求被拒绝',
    });
    expect((await post(`${RES}/oss/enable?id=1`, platform)).body.msg).toBe('数据不存在');
    expect((await post(`${RES}/oss/enable`, platform)).body.msg).toBe('缺少必要的请求参数: id');
  });

  it('checks the required fields with Saber’s messages and a resource code unique per tenant, in zh and en', async () => {
    const token = await login('admin', 'admin');
    const submit = (body: object, headers: Record<string, string> = {}) =>
      call(`${RES}/oss/submit`, { token, body, headers });
    expect((await submit({ ...ossBody, ossCode: '' })).body).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '请输入资源编号',
    });
    expect((await submit({ ...ossBody, ossCode: ' ' }, EN)).body.msg).toBe('Please enter the resource code');
    expect((await submit({ ...ossBody, endpoint: '' })).body.msg).toBe('请输入资源地址');
    expect((await submit({ ...ossBody, bucketName: '' }, EN)).body.msg).toBe('Please enter the bucket name');
    expect((await submit({ ...ossBody, secretKey: '' })).body.msg).toBe('请输入secretKey');
    expect((await submit({ ...ossBody, category: 9 })).body.msg).toBe('请选择分类');
    expect((await submit({ ...ossBody, ossCode: 'qiniu' })).body.msg).toBe('当前资源编号已存在!');
    expect((await submit({ ...ossBody, ossCode: 'qiniu' }, EN)).body.msg).toBe('the resource code already exists!');
    // A new config starts disabled whatever the body says; an edit keeps its status.
    expect((await submit({ ...ossBody, status: 2 })).body.success).toBe(true);
    const added = standin.db.tables.ossConfigs.find((row) => row.ossCode === 'minio-2' && row.tenantId === '000000');
    expect(added).toMatchObject({ status: 1, endpoint: 'http://10.0.0.8:9000' });
    const minio = standin.db.tables.ossConfigs.find((row) => row.ossCode === 'minio' && row.tenantId === '000000');
    expect((await submit({ ...minio, remark: '改', status: 1 })).body.success).toBe(true);
    expect(standin.db.tables.ossConfigs.find((row) => row.id === minio?.id)).toMatchObject({ remark: '改', status: 2 });
    // The same code in another tenant is that tenant's business.
    const branch = standin.db.tables.ossConfigs.filter((row) => row.tenantId === '100001').map((row) => row.ossCode);
    expect(branch).toContain('minio');
  });

  it('put-file?code= answers the domain of that config and refuses an unknown code', async () => {
    const token = await login('admin', 'admin');
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const known = await upload('put-file?code=aliyun', token, multipart('a.png', 'image/png', png));
    expect(known.status).toBe(200);
    expect(known.body.data).toMatchObject({
      domain: 'oss-cn-hangzhou.aliyuncs.com/zhiyuan-backup',
      originalName: 'a.png',
    });
    expect(bytesOf(known.body.data.link)).toEqual(png);
    const unknown = await upload('put-file?code=nope', token, multipart('a.png', 'image/png', png));
    expect(unknown).toEqual({
      status: 400,
      body: { code: 400, success: false, data: null, msg: '未获取到对应的对象存储配置' },
    });
    expect((await upload('put-file?code=nope', token, multipart('a.png', 'image/png', png), EN)).body.msg).toBe(
      'no object storage config found for this code',
    );
  });
});

describe('stand-in: SMS', () => {
  const standin = useServer();
  const sendUrl = (query: Record<string, string>) => `${RES}/sms/endpoint/send-message?${new URLSearchParams(query)}`;

  it('sends with the request params code, params and phones and logs what was sent', async () => {
    const token = await login('admin', 'admin');
    const params = JSON.stringify({ code: '2333', title: '通知标题' });
    const sent = await post(sendUrl({ code: 'tencent', params, phones: '13800138000,13900139000' }), token);
    expect(sent).toEqual({ status: 200, body: { code: 200, success: true, data: null, msg: '短信发送成功' } });
    expect(standin.db.tables.smsLogs).toEqual([
      expect.objectContaining({
        tenantId: '000000',
        smsCode: 'tencent',
        signName: '智远教育',
        phones: '13800138000,13900139000',
        params: JSON.stringify({ code: '2333', title: '通知标题' }),
      }),
    ]);
    expect((await post(sendUrl({ code: 'tencent', params, phones: '13800138000' }), token, EN)).body.msg).toBe(
      'SMS sent',
    );
  });

  it('reads no JSON body, checks each phone with the spec’s messages and needs a config of the code', async () => {
    const token = await login('admin', 'admin');
    const params = '{"code":"1"}';
    const asJson = await call(`${RES}/sms/endpoint/send-message`, {
      token,
      body: { code: 'aliyun', params, phones: '13800138000' },
    });
    expect(asJson.body).toMatchObject({ code: 400, msg: '缺少必要的请求参数: code' });
    expect((await post(sendUrl({ code: 'aliyun', params }), token)).body.msg).toBe('缺少必要的请求参数: phones');
    expect((await post(sendUrl({ code: 'aliyun', params, phones: '13800138000,' }), token)).body.msg).toBe(
      '手机号不能为空',
    );
    expect((await post(sendUrl({ code: 'aliyun', params, phones: '1380013800' }), token)).body.msg).toBe(
      '手机号长度不为11位',
    );
    expect((await post(sendUrl({ code: 'aliyun', params, phones: '13800138000,12345678901' }), token)).body.msg).toBe(
      '手机号格式不正确',
    );
    expect((await post(sendUrl({ code: 'aliyun', params, phones: '12345678901' }), token, EN)).body.msg).toBe(
      'phone number format incorrect',
    );
    expect((await post(sendUrl({ code: 'nope', params, phones: '13800138000' }), token)).body.msg).toBe(
      '未获取到对应的短信配置',
    );
    expect((await post(sendUrl({ code: 'aliyun', params: '[1]', phones: '13800138000' }), token)).body.msg).toMatch(
      /^短信参数须为 JSON 对象/,
    );
    expect(standin.db.tables.smsLogs).toEqual([]);
  });

  it('enables one config at a time and checks the SMS fields', async () => {
    const token = await login('admin', 'admin');
    const rows = await list<Sms>(token, 'sms');
    expect(rows.filter((row) => row.status === 2).map((row) => row.smsCode)).toEqual(['aliyun']);
    const tencent = rows.find((row) => row.smsCode === 'tencent') as Sms;
    expect((await post(`${RES}/sms/enable?id=${tencent.id}`, token)).body.success).toBe(true);
    expect((await list<Sms>(token, 'sms')).filter((row) => row.status === 2).map((row) => row.smsCode)).toEqual([
      'tencent',
    ]);
    const body = {
      category: 3,
      smsCode: 'ali-2',
      templateId: 'SMS_1',
      accessKey: 'ak',
      secretKey: 'sk',
      signName: '智远',
    };
    const submit = (sent: object, headers: Record<string, string> = {}) =>
      call(`${RES}/sms/submit`, { token, body: sent, headers });
    expect((await submit({ ...body, templateId: '' })).body.msg).toBe('请输入模版ID');
    expect((await submit({ ...body, secretKey: '' }, EN)).body.msg).toBe('Please enter the secretKey');
    expect((await submit({ ...body, signName: '' })).body.msg).toBe('请输入短信签名');
    expect((await submit({ ...body, smsCode: 'yunpian' })).body.msg).toBe('当前资源编号已存在!');
    // 云片 signs with its apiKey alone.
    expect((await submit({ ...body, category: 1, secretKey: '' })).body.success).toBe(true);
  });
});

describe('stand-in: attachments', () => {
  const standin = useServer();

  it('lists a dozen real files with their true sizes', async () => {
    const token = await login('admin', 'admin');
    const rows = await list<Attach>(token, 'attach');
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(bytesOf(row.link)).toHaveLength(row.attachSize);
    const guide = rows.find((row) => row.originalName === '2025志愿填报指南.pdf') as Attach;
    expect(guide).toMatchObject({ extension: 'pdf', domainUrl: 'http://oss.zhiyuan-edu.cn:9000/zhiyuan' });
    expect(guide.name).toMatch(/^upload\/\d{8}\/\d+\.pdf$/);
    expect(new TextDecoder().decode(bytesOf(guide.link).slice(0, 8))).toBe('%PDF-1.4');
    const branch = await login('admin', 'admin', '100001');
    expect((await list<Attach>(branch, 'attach')).map((row) => row.id)).not.toContain(guide.id);
  });

  it('put-file-attach saves an attachment of the caller’s tenant and answers its id', async () => {
    const token = await login('admin', 'admin');
    const text = new TextEncoder().encode('报名表\n张三,13800138000\n');
    const { status, body } = await upload('put-file-attach', token, multipart('报名表.csv', 'text/csv', text));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ originalName: '报名表.csv', domain: 'http://oss.zhiyuan-edu.cn:9000/zhiyuan' });
    const row = standin.db.tables.attaches.find((each) => each.id === body.data.attachId);
    expect(row).toMatchObject({
      tenantId: '000000',
      originalName: '报名表.csv',
      extension: 'csv',
      attachSize: text.length,
      link: body.data.link,
      name: body.data.name,
    });
    expect(
      (await list<Attach>(token, 'attach', `&originalName=${encodeURIComponent('报名表.csv')}`)).map((each) => each.id),
    ).toEqual([body.data.attachId]);
    const large = multipart('big.zip', 'application/zip', new Uint8Array(2 * 1024 * 1024 + 1));
    expect((await upload('put-file-attach', token, large)).body).toMatchObject({ code: 400, msg: '文件过大' });
    // The screen offers no add or edit, and no role holds those buttons.
    expect((await call(`${RES}/attach/submit`, { token, body: { ...row, id: undefined } })).status).toBe(403);
  });

  it('put-file-attach-to-pdf answers a valid PDF naming the original file, kept as an attachment', async () => {
    const token = await login('admin', 'admin');
    const { body } = await upload(
      'put-file-attach-to-pdf',
      token,
      multipart('志愿表.docx', 'application/octet-stream', new Uint8Array(3000)),
    );
    expect(body.data).toMatchObject({ originalName: '志愿表.pdf' });
    expect(body.data.link.startsWith('data:application/pdf;base64,')).toBe(true);
    const pdf = new TextDecoder().decode(bytesOf(body.data.link));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every cross-reference entry points at its object, and startxref at the table.
    const start = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const entries = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries.length).toBe(8);
    entries.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    // The stream's declared length is its true length.
    const stream = /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(stream?.[2].length).toBe(Number(stream?.[1]));
    // 原文件: 志愿表.docx, as UCS-2 hex.
    const hex = [...'志愿表.docx']
      .map((char) => (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0').toUpperCase())
      .join('');
    expect(pdf).toContain(hex);
    expect(standin.db.tables.attaches.find((row) => row.id === body.data.attachId)).toMatchObject({
      originalName: '志愿表.pdf',
      extension: 'pdf',
    });
  });
});

describe('stand-in: the resource endpoints need their buttons', () => {
  const standin = useServer();
  const sendUrl = `${RES}/sms/endpoint/send-message?${new URLSearchParams({ code: 'tencent', params: '{"code":"1"}', phones: '13800138000' })}`;
  const csv = () => multipart('名单.csv', 'text/csv', new TextEncoder().encode('张三\n'));
  const rejected = { status: 403, body: { code: 403, success: false, data: null, msg: '请求被拒绝' } };

  /** Takes the buttons `codes` from every role: their holders keep the screens but not these calls. */
  const withdraw = (...codes: string[]) => {
    const ids = new Set(standin.db.tables.menus.filter((menu) => codes.includes(menu.code)).map((menu) => menu.id));
    expect(ids.size).toBe(codes.length);
    standin.db.remove('roleMenus', (row) => ids.has(row.menuId));
  };

  it('sms_send, attach_upload and attach_pdf: without them send-message and the attachment uploads are refused and store nothing', async () => {
    const token = await login('admin', 'admin');
    const attachesBefore = standin.db.tables.attaches.length;
    withdraw('sms_send', 'attach_upload', 'attach_pdf');
    expect(await post(sendUrl, token)).toEqual(rejected);
    expect(await upload('put-file-attach', token, csv())).toEqual(rejected);
    expect(await upload('put-file-attach-to-pdf', token, csv())).toEqual(rejected);
    expect((await upload('put-file-attach', token, csv(), EN)).body.msg).toBe('request rejected');
    expect(standin.db.tables.smsLogs).toEqual([]);
    expect(standin.db.tables.attaches).toHaveLength(attachesBefore);
    // The screens still read; put-file (the caller's own upload: avatars, pictures) needs no button.
    expect(await list<Sms>(token, 'sms')).not.toEqual([]);
    expect(await list<Attach>(token, 'attach')).not.toEqual([]);
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    expect((await upload('put-file', token, multipart('a.png', 'image/png', png))).status).toBe(200);
  });

  it('each button opens its own call only, and a role without the resource menus holds none', async () => {
    const admin = await login('admin', 'admin');
    withdraw('attach_pdf');
    expect((await post(sendUrl, admin)).body).toMatchObject({ code: 200, msg: '短信发送成功' });
    expect((await upload('put-file-attach', admin, csv())).status).toBe(200);
    expect(await upload('put-file-attach-to-pdf', admin, csv())).toEqual(rejected);
    const operator = await login('operator', 'operator');
    expect(await post(sendUrl, operator)).toEqual(rejected);
    expect(await upload('put-file-attach', operator, csv())).toEqual(rejected);
  });
});
