import { describe, expect, it } from 'vitest';
import { fitColumns, SELECTION_WIDTH, sidewaysScroll } from '../../src/crud/column-layout';
import { inSentence } from '../../src/crud/field-placeholder';

const columns = [
  { key: 'name', width: 180 },
  { key: 'key', width: 220 },
  { key: 'value', width: 200 },
  { key: '__actions', width: 216, fixed: 'right' as const },
];
const widths = (fitted: { columns: { width?: unknown }[] }) => fitted.columns.map((column) => column.width);

describe('column layout of a list table', () => {
  it('keeps the declared widths until the table is measured, or when it is narrower', () => {
    expect(widths(fitColumns(columns, 0, true))).toEqual([180, 220, 200, 216]);
    expect(fitColumns(columns, 0, true).x).toBe(SELECTION_WIDTH + 816);
    expect(widths(fitColumns(columns, 700, true))).toEqual([180, 220, 200, 216]);
  });

  it('grows only the data columns, in proportion, to fill the width exactly', () => {
    const fitted = fitColumns(columns, 1164, true);
    const [name, key, value, actions] = widths(fitted) as number[];
    expect(actions).toBe(216);
    expect(SELECTION_WIDTH + name + key + value + actions).toBe(1164);
    expect(fitted.x).toBe(1164);
    expect(name).toBe(180 + Math.floor((300 * 180) / 600));
    expect(key).toBe(220 + Math.floor((300 * 220) / 600));
  });
});

describe('sideways scroll of a short list table', () => {
  it('is none when the columns fit the box (no measuring row, nothing pinned), else their width', () => {
    expect(sidewaysScroll(fitColumns(columns, 1164, true).x, 1164)).toBeUndefined();
    expect(sidewaysScroll(fitColumns(columns, 1164.6, true).x, 1164.6)).toBeUndefined();
    expect(sidewaysScroll(fitColumns(columns, 700, true).x, 700)).toBe(SELECTION_WIDTH + 816);
    // Before the box is measured, the columns scroll as declared.
    expect(sidewaysScroll(fitColumns(columns, 0, true).x, 0)).toBe(SELECTION_WIDTH + 816);
  });
});

describe('labels inside English placeholders', () => {
  it('lowers the first letter of a title-case label, but not of an acronym or a Chinese label', () => {
    expect(inSentence('Parameter name', 'en')).toBe('parameter name');
    expect(inSentence('ID', 'en')).toBe('ID');
    expect(inSentence('H5 报名开关', 'zh')).toBe('H5 报名开关');
  });
});
