import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../src/resources/types';
import { csvText } from '../../src/crud/csv-file';

// An exported list is opened in Excel: what a user typed into a field must stay text there.

const fields: FieldDef[] = [
  { name: 'name', label: 'oto.customer.name' },
  { name: 'phone', label: 'oto.customer.phone' },
];
const cellsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('a list as CSV', () => {
  it('writes a cell that Excel would run as a formula as text', () => {
    const line = (name: string) =>
      csvText([fields[0]], [{ name }], new Map(), (field) => field.name)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[1];
    expect(line('=HYPERLINK("https://evil.example","点我")')).toBe(`"'=HYPERLINK(""https://evil.example"",""点我"")"`);
    expect(line('+1+1')).toBe("'+1+1");
    expect(line('-2+3')).toBe("'-2+3");
    expect(line('@SUM(A1)')).toBe("'@SUM(A1)");
    // A tab or a line break in front is skipped by Excel, and what follows it would run.
    expect(line('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(line('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('keeps plain words as they are, and a long number as text, not 1.38E+10', () => {
    const [header, row] = cellsOf(csvText(fields, [{ name: '张三', phone: '13800000000' }], new Map(), (f) => f.name));
    expect(header).toEqual(['name', 'phone']);
    expect(row).toEqual(['张三', '"\t13800000000"']);
  });
});
