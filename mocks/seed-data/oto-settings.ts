import type { OtoServiceRow } from '../types-oto';
import type { ServiceSeed } from './oto-catalogue';
import type { Build } from './oto-experts';
import { money, seedDate } from './oto-random';

// The catalogue rows of a tenant: its services (QR codes and tips: entities/qrcode-setting.ts,
// prompt-config.ts).

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
