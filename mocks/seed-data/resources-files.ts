import { pdfBytes } from './resources-pdf';

// Files as data: URLs (no file host stands behind the stand-in, so the file itself is the link),
// and the seed's attachments: a dozen small but real files (PDF, SVG, PNG, CSV, text) whose
// stored size is their true size.

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading megabytes into one fromCharCode call overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export const dataUrl = (type: string, bytes: Uint8Array): string => `data:${type};base64,${base64(bytes)}`;

/** The extension of a file name without the dot, lower case ('' when none), as Blade's FileUtil gives it. */
export const extensionOf = (fileName: string): string =>
  /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1].toLowerCase() ?? '';

export type SeedFile = { originalName: string; type: string; bytes: Uint8Array };

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A 24×12 banner gradient. */
const BANNER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAMCAIAAAD3UuoiAAACr0lEQVR42g3MIQ9vQAAA8PdJXhAEQRAEQRAEQRAEQRAE4YK33czmgkCx25QrNlMIwil2m3LFdlMURVEUn+P9fx/g9+cv+CTwyuBRwK2CSwOnDg4D7CbgFthssDpgccHsgdEHQwC6EJAItDFoElADUKaggCDLwb8/f+EnwVeGjwJvFV4aPHV4GHA3IbfgZsPVgYsLZw+OPhwC2IWQRLCNYZPAGsAyhQWEWQ5/Efok9MroUdCtoktDp44OA+0m4hbabLQ6aHHR7KHRR0OAuhCRCLUxahJUA1SmqIAoy9Evqj6peuXqUapbrS6tOvXqMKrdrLhVbXa1OtXiVrNXjX41BFUXViSq2rhqkqoGVZlWBayyvPpF+JPwK+NHwbeKLw2fOj4MvJuYW3iz8ergxcWzh0cfDwHuQkwi3Ma4SXANcJniAuIsx7+IfBJ5ZfIo5FbJpZFTJ4dBdpNwi2w2WR2yuGT2yOiTISBdSEhE2pg0CakBKVNSQJLl5Bf1n9S/cv8o/a32l9afen8Y/W723Oo3u1+dfnH72etHvx+Cvgt7EvVt3DdJX4O+TPsC9lne/6Lpk6ZXnh5lutXp0qZTnw5j2s2JW9NmT6szLe40e9PoT0MwdeFEoqmNpyaZajCV6VTAKcunX0Q/ib4yfRR6q/TS6KnTw6C7SblFN5uuDl1cOnt09OkQ0C6kJKJtTJuE1oCWKS0gzXL6i9gnsVdmj8JulV0aO3V2GGw3GbfYZrPVYYvLZo+NPhsC1oWMRKyNWZOwGrAyZQVkWc5+Ef8k/sr8Ufit8kvjp84Pg+8m5xbfbL46fHH57PHR50PAu5CTiLcxbxJeA16mvIA8y/kvEp8kXlk8irhVcWni1MVhiN0U3BKbLVZHLK6YPTH6YghEFwoSiTYWTSJqIMpUFFBkufj3H4rMxOBJmkXdAAAAAElFTkSuQmCC';

const svg = (width: number, height: number, body: string) =>
  utf8(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

function qrLike(): Uint8Array {
  // A QR-like grid: finder squares in three corners, a fixed scatter of modules between them.
  const cells: string[] = [];
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const ring =
        finder &&
        (x % 14 === 0 ||
          x % 14 === 6 ||
          y % 14 === 0 ||
          y % 14 === 6 ||
          (x % 14 >= 2 && x % 14 <= 4 && y % 14 >= 2 && y % 14 <= 4));
      if (finder ? ring : (x * 7 + y * 13 + x * y) % 3 === 0)
        cells.push(`<rect x="${x * 8}" y="${y * 8}" width="8" height="8"/>`);
    }
  }
  return svg(168, 168, `<rect width="168" height="168" fill="#fff"/><g fill="#1f2d3d">${cells.join('')}</g>`);
}

/** The seed's attachments, oldest first. */
export function seedFiles(tenantName: string): SeedFile[] {
  return [
    {
      originalName: '2025志愿填报指南.pdf',
      type: 'application/pdf',
      bytes: pdfBytes('2025 志愿填报指南', [
        `${tenantName} 教研部`,
        '一、了解批次与投档规则',
        '二、冲稳保的志愿梯度',
        '三、专业与院校的取舍',
        '四、常见误区与问答',
      ]),
    },
    {
      originalName: '专家团队介绍.pdf',
      type: 'application/pdf',
      bytes: pdfBytes('专家团队介绍', [
        `${tenantName}`,
        '首席专家 12 名, 资深规划师 30 名',
        '累计服务考生 18,000 余人',
      ]),
    },
    {
      originalName: '机构Logo.svg',
      type: 'image/svg+xml',
      bytes: svg(
        120,
        120,
        '<circle cx="60" cy="60" r="56" fill="#409EFF"/><path d="M34 40h52L42 80h44" stroke="#fff" stroke-width="10" fill="none" stroke-linejoin="round"/>',
      ),
    },
    { originalName: '咨询二维码.svg', type: 'image/svg+xml', bytes: qrLike() },
    {
      originalName: '暑期讲座海报.svg',
      type: 'image/svg+xml',
      bytes: svg(
        300,
        160,
        '<rect width="300" height="160" rx="12" fill="#ff9f43"/><rect x="16" y="16" width="268" height="128" rx="8" fill="#fff8ef"/><text x="150" y="78" font-size="26" text-anchor="middle" fill="#e67e22">高考志愿公益讲座</text><text x="150" y="112" font-size="14" text-anchor="middle" fill="#8a6d3b">7 月 2 日 19:30 · 线上直播</text>',
      ),
    },
    {
      originalName: '首页横幅.png',
      type: 'image/png',
      bytes: Uint8Array.from(atob(BANNER_PNG), (char) => char.charCodeAt(0)),
    },
    {
      originalName: '意向客户导入模板.csv',
      type: 'text/csv',
      bytes: utf8(
        '\uFEFF姓名,手机号,省份,高考年份,来源,备注\n张三,13800138000,浙江,2025,H5报名,\n李四,13900139000,江苏,2026,电话咨询,家长代为咨询\n',
      ),
    },
    {
      originalName: '2024各省本科批次线.csv',
      type: 'text/csv',
      bytes: utf8(
        '\uFEFF省份,科类,本科批\n' +
          [
            ['北京', '综合', 434],
            ['上海', '综合', 403],
            ['浙江', '综合', 492],
            ['江苏', '物理', 462],
            ['江苏', '历史', 478],
            ['广东', '物理', 442],
            ['广东', '历史', 428],
            ['山东', '综合', 444],
            ['河南', '理科', 396],
            ['河南', '文科', 428],
          ]
            .map((row) => row.join(','))
            .join('\n') +
          '\n',
      ),
    },
    {
      originalName: '咨询话术.txt',
      type: 'text/plain',
      bytes: utf8(
        '一、开场\n您好,这里是智远志愿规划,请问是考生本人还是家长?\n\n二、了解情况\n考生的省份、选科、预估分数和意向专业分别是?\n\n三、推荐服务\n根据分数段推荐「志愿填报」或「升学规划」服务。\n',
      ),
    },
    {
      originalName: '服务协议.txt',
      type: 'text/plain',
      bytes: utf8(
        '智远志愿规划服务协议\n\n1. 服务内容以订单所列服务为准。\n2. 咨询时间由双方约定,如需改期请提前 24 小时告知。\n3. 志愿方案仅供参考,最终填报由考生本人确认。\n',
      ),
    },
    {
      originalName: '省份编码.json',
      type: 'application/json',
      bytes: utf8(
        JSON.stringify(
          { '11': '北京', '31': '上海', '32': '江苏', '33': '浙江', '37': '山东', '41': '河南', '44': '广东' },
          null,
          2,
        ),
      ),
    },
    {
      originalName: '更新说明.md',
      type: 'text/markdown',
      bytes: utf8('# 更新说明\n\n- 新增:机构订单支持方案时间线\n- 优化:专家审核流程\n- 修复:导出 CSV 的编码问题\n'),
    },
  ];
}
