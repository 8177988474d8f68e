import qrcodeSettingDef, { type QrcodeSettingRow } from '../../src/resources/oto/qrcode-setting';
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
  menu: {
    parent: 'oto',
    name: '咨询二维码',
    path: '/oto/qrcode-setting',
    source: 'iconfont icon-mobile',
    sort: 9,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ onetoone }) =>
    onetoone({
      declared: qrcodeSettingDef,
      // An uploaded image may come back as a data: URL (put-file without a file host).
      maxLength: { qrUrl: 3_000_000 },
    }),
});

export default qrcodeSetting;
