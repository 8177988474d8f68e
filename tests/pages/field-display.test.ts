import { describe, expect, it } from 'vitest';
import { displayValue } from '../../src/crud/field-display';
import type { FieldDef } from '../../src/resources/types';

// A stored name as a list cell, a view dialog and an export show it.

const RLO = '\u202E';

describe('a displayed name', () => {
  it('reads in stored order: a direction override cannot make exe.fdp look like pdf.exe', () => {
    const name: FieldDef = { name: 'originalName', label: 'attach.originalName' };
    expect(displayValue(name, `invoice${RLO}fdp.exe`, undefined)).toEqual({ text: 'invoicefdp.exe' });
    expect(displayValue(name, 'a\u2066b\u2069c\u202Ad\u202C', undefined)).toEqual({ text: 'abcd' });
  });

  it('does the same for an option’s label (a user’s name, a dictionary word)', () => {
    const owner: FieldDef = { name: 'createUser', label: 'crud.createUser', options: { items: [] } };
    const labels = new Map([['7', `张三${RLO}gpj.exe`]]);
    expect(displayValue(owner, '7', labels)).toEqual({ text: '张三gpj.exe' });
  });
});
