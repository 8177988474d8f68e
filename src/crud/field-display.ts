import type { FieldDef } from '../resources/types';
import { withoutBidiControls } from './bidi-controls';
import { TAG_PALETTE } from './dict-item-label';
import { statusColor } from './status-kinds';

const MAX_TAGS = 3;

const yuan = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Yuan as staff read it: ¥1,234.50 (the same in both languages); text that is no number stays as it is. */
export function formatMoney(value: unknown): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? `¥${yuan.format(amount)}` : String(value);
}
const MASK = '••••••';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size in bytes as people read it: 860 B, 1.5 KB, 2 MB (base 1024); text that is no number stays as it is. */
function formatBytes(value: unknown): string {
  let size = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(size) || size < 0) return String(value);
  let unit = 0;
  for (; size >= 1024 && unit < UNITS.length - 1; unit += 1) size /= 1024;
  return `${unit === 0 ? size : Number(size.toFixed(1))} ${UNITS[unit]}`;
}

export type DisplayValue =
  | { empty: true }
  /** A locale key: what an unset value means for this field (不限制). */
  | { meaning: string }
  | { pending: true }
  | { text: string }
  | { tags: string[]; more: number; colors?: string[] };

/**
 * How a stored value reads to a person: dictionary labels, menu names, comma lists as tags.
 * Pure, so a table can call it for every cell without a hook per cell. `labels` is undefined
 * while a field's options load.
 */
export function displayValue(field: FieldDef, value: unknown, labels: Map<string, string> | undefined): DisplayValue {
  if (
    field.emptyLabel &&
    (value === null || value === undefined || value === '' || (typeof value === 'number' && value <= 0))
  )
    return { meaning: field.emptyLabel };
  // A secret is never put on screen in a list; its length is not told either.
  if (field.display === 'masked' && value !== null && value !== undefined && value !== '') return { text: MASK };
  // Blade writes a null number as -1 (null-to-empty).
  if (value === null || value === undefined || value === '' || (value === -1 && field.options)) return { empty: true };
  // A switch reads as a yes or a no, never as 1 or 0.
  if (field.type === 'switch')
    return { meaning: value === 1 || value === '1' || value === true ? 'crud.switchOn' : 'crud.switchOff' };
  if (field.display === 'money') return { text: formatMoney(value) };
  if (field.display === 'bytes') return { text: formatBytes(value) };
  if (field.display === 'version') return { text: `v${value}` };
  if (!field.options) return { text: withoutBidiControls(String(value)) };
  // Its options are still on their way: a raw key (a menu id, a dictionary code) is no label.
  if (!labels) return { pending: true };
  const keys = field.joined || Array.isArray(value) ? String(value).split(',').filter(Boolean) : [String(value)];
  const named = keys.map((key) => withoutBidiControls(labels?.get(key) ?? key));
  if (field.display === 'tag') {
    // The labels map keeps the options' order: an item's place in its dictionary picks its colour.
    // A status takes the colour of what it means, the same on every screen.
    const order = [...labels.keys()];
    const { statuses } = field;
    const colors = keys.map((key) =>
      statuses ? statusColor(statuses, key) : TAG_PALETTE[Math.max(0, order.indexOf(key)) % TAG_PALETTE.length],
    );
    return { tags: named.slice(0, MAX_TAGS), more: Math.max(0, keys.length - MAX_TAGS), colors };
  }
  if (!field.multiple && !field.joined) return { text: named[0] };
  if (field.joinWith !== undefined) return { text: named.join(field.joinWith) };
  return { tags: named.slice(0, MAX_TAGS), more: Math.max(0, keys.length - MAX_TAGS) };
}

/** The whole value as one line of text, for a cell's hover title (cells cut long values short). */
export function fullText(shown: DisplayValue): string | undefined {
  if ('empty' in shown || 'pending' in shown || 'meaning' in shown) return undefined;
  if ('text' in shown) return shown.text;
  return shown.more > 0 ? `${shown.tags.join(', ')} +${shown.more}` : shown.tags.join(', ');
}
