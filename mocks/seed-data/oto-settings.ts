import type { OtoQrcodeRow, OtoServiceRow, OtoTipRow } from '../types-oto';
import type { QrcodeSeed, ServiceSeed, TipSeed } from './oto-catalogue';
import type { Build } from './oto-experts';
import { money, seedDate } from './oto-random';

// The catalogue rows of a tenant: services, consulting QR codes and tips.

/** The QR images in public/media (one per code, cycled): real files, so a preview shows them. */
const QRCODE_IMAGES = ['/media/qrcode-1.svg', '/media/qrcode-2.svg', '/media/qrcode-3.svg'];

export function buildServices(seeds: readonly ServiceSeed[], { tenantId, nextId, seedDay }: Build): OtoServiceRow[] {
  return seeds.map(([serveName, category, price, duration, sessions, saleStatus, description], index) => {
    const created = seedDate(seedDay, 400 - index * 11, 10, index * 5);
    return {
      id: nextId(),
      tenantId,
      serveName,
      category,
      price: money(price),
      duration,
      sessions,
      description,
      saleStatus,
      createTime: created,
      updateTime: saleStatus === 0 ? seedDate(seedDay, 25 + index, 17, 40) : created,
    };
  });
}

export function buildQrcodes(seeds: readonly QrcodeSeed[], { tenantId, nextId, seedDay }: Build): OtoQrcodeRow[] {
  return seeds.map(([title, wechatNo, remark], index) => {
    const created = seedDate(seedDay, 300 - index * 20, 11, index * 7);
    return {
      id: nextId(),
      tenantId,
      title,
      wechatNo,
      qrUrl: QRCODE_IMAGES[index % QRCODE_IMAGES.length],
      // The last of several is hidden, so both switch states are seen.
      status: seeds.length > 1 && index === seeds.length - 1 ? 0 : 1,
      sort: index + 1,
      remark,
      createTime: created,
      updateTime: created,
    };
  });
}

export function buildTips(seeds: readonly TipSeed[], { tenantId, nextId, seedDay }: Build): OtoTipRow[] {
  return seeds.map(([position, title, content], index) => {
    const created = seedDate(seedDay, 200 - index * 9, 15, index * 3);
    return {
      id: nextId(),
      tenantId,
      position,
      title,
      content,
      // The sixth (invoice note) is not in use: both switch states are seen.
      status: index === 5 ? 0 : 1,
      sort: index + 1,
      createTime: created,
      updateTime: created,
    };
  });
}
