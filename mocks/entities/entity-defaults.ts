import zhCommon from '../../src/locales/zh/common';

// What an entity module may leave out, read from what is already written elsewhere: the console's
// Chinese words for its menu and dictionaries, and a seed id range made from its code.

const words = zhCommon as unknown as { menu: Record<string, string>; dict: Record<string, Record<string, string>> };

/** The menu's Chinese name: the console's word for `menu.<code>` (the sider shows it in Chinese too). */
export function menuNameOf(code: string): string {
  const name = words.menu[code];
  if (!name) throw new Error(`stand-in: no menu.${code} in src/locales/zh/common.ts, and the module names none`);
  return name;
}

/** A dictionary's items, [key, Chinese value], in the order `dict.<code>` lists them. */
export function dictItemsOf(code: string): [string, string][] {
  const items = words.dict[code];
  if (!items) throw new Error(`stand-in: no dict.${code} in src/locales/zh/common.ts`);
  return Object.entries(items);
}

/** Above every area's sequence (seed.ts, seed-*.ts): ranges made from codes never meet those. */
const RANGES_START = 1123598816000000001n;
/** Room for a million seed rows per module. */
const RANGE_SIZE = 1_000_000n;
const RANGES = 100_000;

/** FNV-1a over the code's UTF-16 units: the same code gives the same range on every start. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * A module's own seed id range, from its code: where it stands in the list does not matter, so a
 * new module moves no other module's ids (tests/mocks/standin-entities.test.ts holds them apart).
 */
export const idRangeOf = (code: string): bigint => RANGES_START + BigInt(hash(code) % RANGES) * RANGE_SIZE;
