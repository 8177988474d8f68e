import type { AttachRow } from '../../src/resources/resource/attach';
import { buttons, envelope, menus, type GatewayRoute } from './fake-gateway';

// 附件管理 on the fake gateway's HTTP server, for an upload through what stands in front of it:
// the menu and buttons beside 参数管理's, the list, and put-file-attach keeping the file that
// arrived as a row (its name and size read from the multipart body, as Blade's endpoint does).

const resourceMenu = {
  id: '10',
  parentId: '0',
  code: 'resource',
  name: '资源管理',
  alias: 'menu',
  path: '/resource',
  source: 'iconfont icon-folder',
  sort: 2,
  category: 1,
  children: [
    {
      id: '11',
      parentId: '10',
      code: 'attach',
      name: '附件管理',
      alias: 'menu',
      path: '/resource/attach',
      source: 'iconfont icon-file',
      sort: 1,
      category: 1,
      children: [],
    },
  ],
};
const attachButtons = {
  id: '11',
  parentId: '10',
  code: 'attach',
  name: '附件管理',
  path: '/resource/attach',
  children: ['upload', 'view'].map((kind, i) => ({
    id: `12${i}`,
    parentId: '11',
    code: `attach_${kind}`,
    name: kind,
    path: '',
    children: [],
  })),
};

/** The one file part of a multipart body: its name and size. */
function filePart(body: Buffer, contentType: string): { name: string; size: number } | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return null;
  const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`);
  const headEnd = body.indexOf('\r\n\r\n');
  const name = /filename="([^"]*)"/.exec(body.subarray(0, headEnd).toString('utf8'))?.[1];
  const end = body.indexOf(delimiter, headEnd);
  return name && headEnd > 0 && end > 0 ? { name, size: end - headEnd - 4 } : null;
}

/** Answers the attachment calls (true), or leaves the call to the shared answers (false). */
export function attachAnswers() {
  const rows: AttachRow[] = [];
  const json = (route: GatewayRoute, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }).then(() => true);
  return async (route: GatewayRoute, body: Buffer): Promise<boolean> => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('/menu/routes')) return json(route, envelope([...menus, resourceMenu]));
    if (path.endsWith('/menu/buttons')) return json(route, envelope([...buttons, attachButtons]));
    if (path.endsWith('/attach/list'))
      return json(route, envelope({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 }));
    if (!path.endsWith('/oss/endpoint/put-file-attach')) return false;
    const file = filePart(body, route.request().headers()['content-type'] ?? '');
    if (!file) return json(route, envelope(null, 400, '上传文件不能为空'), 400);
    const id = String(1123598821738675300n + BigInt(rows.length));
    const extension = file.name.split('.').pop() ?? '';
    const name = `upload/20250101/${id}.${extension}`;
    const domain = 'http://files.gateway.test/bucket';
    const link = `${domain}/${name}`;
    const time = '2025-01-01 10:00:00';
    rows.unshift({
      id,
      tenantId: '000000',
      link,
      domainUrl: domain,
      name,
      originalName: file.name,
      extension,
      attachSize: file.size,
      createTime: time,
      updateTime: time,
    });
    return json(route, envelope({ link, domain, name, originalName: file.name, attachId: id }));
  };
}
