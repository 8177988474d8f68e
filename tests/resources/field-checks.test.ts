import { describe, expect, it } from 'vitest';
import { firstFieldProblem } from '../../src/resources/field-checks';
import type { FieldDef } from '../../src/resources/types';

// The declared rules as a server reads a saved body (the stand-in's check), in the form's order.

const fields: FieldDef[] = [
  { name: 'name', label: 'x.name', form: true, rules: [{ required: true, message: 'x.nameRequired' }] },
  {
    name: 'code',
    label: 'x.code',
    form: true,
    rules: [
      { pattern: /^\d+$/, message: 'x.codeDigits' },
      { len: 5, message: 'x.codeLength' },
    ],
  },
  {
    name: 'fee',
    label: 'x.fee',
    type: 'number',
    form: true,
    rules: [
      { min: 0, message: 'x.feeMin' },
      { max: 100, message: 'x.feeMax' },
    ],
  },
  { name: 'motto', label: 'x.motto', form: true, rules: [{ min: 2, message: 'x.mottoShort' }] },
  { name: 'kind', label: 'x.kind', form: true },
  {
    name: 'path',
    label: 'x.path',
    form: true,
    rules: [{ required: true, message: 'x.pathRequired', when: { field: 'kind', values: ['1'] } }],
  },
  { name: 'keyword', offRow: 'search', label: 'x.keyword', search: true, rules: [{ required: true, message: 'x.k' }] },
];

const valid = { name: '北京大学', code: '10001', fee: 5, motto: '博雅', kind: '2', path: '' };
const problem = (row: Record<string, unknown>) => firstFieldProblem(fields, row);

describe('a body read by its declared rules', () => {
  it('passes a valid body, and leaves the search-only filters alone', () => {
    expect(problem(valid)).toBeNull();
  });

  it('refuses a blank required value (text of spaces, null or left out)', () => {
    for (const name of ['  ', null, undefined]) {
      expect(problem({ ...valid, name })).toEqual({ field: 'name', message: 'x.nameRequired', values: {} });
    }
  });

  it('checks a pattern and a length in characters', () => {
    expect(problem({ ...valid, code: '1000a' })?.message).toBe('x.codeDigits');
    expect(problem({ ...valid, code: '1000' })).toEqual({ field: 'code', message: 'x.codeLength', values: { len: 5 } });
  });

  it('bounds a number by its value, numeric text too, and a text by its characters', () => {
    expect(problem({ ...valid, fee: -1 })).toEqual({ field: 'fee', message: 'x.feeMin', values: { min: 0 } });
    expect(problem({ ...valid, fee: '101' })).toEqual({ field: 'fee', message: 'x.feeMax', values: { max: 100 } });
    expect(problem({ ...valid, fee: 0 })).toBeNull();
    expect(problem({ ...valid, motto: '博' })?.message).toBe('x.mottoShort');
    expect(problem({ ...valid, motto: '𠀋𠀋' })).toBeNull();
  });

  it('asks for a value required only while another field holds one of its values', () => {
    expect(problem({ ...valid, kind: '1' })?.message).toBe('x.pathRequired');
    expect(problem({ ...valid, kind: '1', path: '/a' })).toBeNull();
  });

  it('says the first problem in the form’s order', () => {
    expect(problem({ ...valid, name: '', fee: -1 })?.field).toBe('name');
  });
});
