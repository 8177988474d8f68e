import type { QrcodeSettingRow } from '../../src/resources/oto/qrcode-setting';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { seedDate } from '../seed-data/oto-random';
import { defineEntity, type Entity } from './entity';

// 咨询二维码 (wechat-consulting-info: search, save-and-update, del/{id}): the WeChat QR codes the
// tenant's student pages show for a consultant.

/** The QR images in public/media (one per code, cycled): real files, so a preview shows them. */
const QRCODE_IMAGES = ['/media/qrcode-1.svg', '/media/qrcode-2.svg', '/media/qrcode-3.svg'];

const qrcodeSetting: Entity<'otoQrcodes', QrcodeSettingRow> = defineEntity<QrcodeSettingRow>()({
  code: 'qrcode_setting',
  table: 'otoQrcodes',
  ids: 'oto',
  seed: ({ tenants, nextId, seedDay }) =>
    tenants.flatMap(({ tenantId }) => {
      const seeds = tenantBusinesses[tenantId]?.qrcodes ?? [];
      return seeds.map(([title, wechatNo, remark], index) => {
        const created = seedDate(seedDay, 300 - index * 20, 11, index * 7);
        // The last of several is hidden, so both switch states are seen.
        const status = seeds.length > 1 && index === seeds.length - 1 ? 0 : 1;
        const qrUrl = QRCODE_IMAGES[index % QRCODE_IMAGES.length];
        return {
          id: nextId(),
          tenantId,
          title,
          wechatNo,
          qrUrl,
          status,
          sort: index + 1,
          remark,
          createTime: created,
          updateTime: created,
        };
      });
    }),
  messages: {
    qrcodeTitleRequired: ['请输入标题', 'Please enter the title'],
    qrUrlRequired: ['请上传二维码图片', 'Please upload the QR code image'],
  },
  menu: {
    parent: 'oto',
    name: '咨询二维码',
    path: '/oto/qrcode-setting',
    source: 'iconfont icon-mobile',
    sort: 9,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ onetoone, api }) =>
    onetoone({
      base: `${api.management}/onetoone/wechat-consulting-info`,
      list: 'search',
      remove: true,
      blank: { title: '', wechatNo: '', qrUrl: '', status: 1, sort: 1, remark: '' },
      searchable: ['title'],
      // An uploaded image may come back as a data: URL (put-file without a file host).
      maxLength: { title: 64, wechatNo: 64, qrUrl: 3_000_000, remark: 255 },
      check: (row) => (!row.title.trim() ? 'qrcodeTitleRequired' : !row.qrUrl.trim() ? 'qrUrlRequired' : null),
    }),
});

export default qrcodeSetting;
