import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en';
import zh from '../../src/locales/zh';
import { loadAllDomains } from '../../src/resources/registry';
import type { CustomAction, FieldDef, ResourceDef } from '../../src/resources/types';

// Every locale key a declaration names (titles, nouns, field labels and rule messages, option
// labels, actions and their confirms, exports, hints) must hold a text in Chinese and in English:
// a typo would otherwise show the raw key on one screen, in one language, and no type catches it.

/** The text at a dotted key, or undefined when the key leads nowhere or to a group of keys. */
function textAt(words: object, key: string): string | undefined {
  let node: unknown = words;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

const actionKeys = (where: string, action: CustomAction): [string, string][] => [
  [`${where} ${action.key}`, action.label],
  ...(action.confirm ? [[`${where} ${action.key} confirm`, action.confirm] as [string, string]] : []),
  ...(action.call?.success ? [[`${where} ${action.key} success`, action.call.success] as [string, string]] : []),
];

function fieldKeys(where: string, field: FieldDef): [string, string][] {
  const at = `${where} field ${field.name}`;
  const options = field.options && 'items' in field.options ? field.options : undefined;
  return [
    [at, field.label],
    ...(field.emptyLabel ? [[`${at} empty`, field.emptyLabel] as [string, string]] : []),
    ...(field.rules ?? []).map((rule): [string, string] => [`${at} rule`, rule.message]),
    ...(options?.labels
      ? options.items.map((item): [string, string] => [`${at} option`, `${options.labels}.${item}`])
      : []),
  ];
}

/**
 * The reasons a declaration gives for a disabled row action, asked of a row in each of its
 * statuses (the states those reasons depend on), its money all refunded.
 */
function reasonKeys(def: ResourceDef): [string, string][] {
  const rows = def.fields.flatMap((field) =>
    Object.keys(field.statuses ?? {}).map((value) => ({ [field.name]: value, paidAmount: 1, refundedAmount: 1 })),
  );
  const rules = [
    ...(def.rowActions ?? []).map((action) => [action.key, action.blockedBy] as const),
    ['delete', def.removeBlockedBy] as const,
  ];
  return rules.flatMap(([key, rule]) =>
    rows.flatMap((row): [string, string][] => {
      const reason = rule?.(row);
      return reason ? [[`${def.name} ${key} blocked`, reason]] : [];
    }),
  );
}

/** [where, key] of every locale key a declaration names. */
function keysOf(def: ResourceDef): [string, string][] {
  const where = def.name;
  const optional = (what: string, key: string | undefined): [string, string][] =>
    key ? [[`${where} ${what}`, key]] : [];
  return [
    [`${where} label`, def.label],
    [`${where} noun`, def.noun],
    ...optional('description', def.description),
    ...optional('side tree', def.sideTree?.title),
    ...optional('export file', def.export?.fileName),
    ...optional('export title', def.export?.title),
    ...[...(def.rowActions ?? []), ...(def.toolbarActions ?? [])].flatMap((action) => actionKeys(where, action)),
    ...def.fields.flatMap((field) => fieldKeys(where, field)),
    ...reasonKeys(def),
  ];
}

describe('the declarations’ locale keys', () => {
  it('name only keys that hold a text in zh and in en', async () => {
    const keys = (await loadAllDomains()).flatMap(keysOf);
    expect(keys.length).toBeGreaterThan(500);
    const missing = (words: object) =>
      keys.filter(([, key]) => !textAt(words, key)).map(([at, key]) => `${at}: ${key}`);
    expect(missing(zh)).toEqual([]);
    expect(missing(en)).toEqual([]);
  });
});

// A required field the user picks from (a select, a tree, radios, ticks, a date, an icon) asks to
// be chosen (请选择…), one typed in asks to be entered (请输入…); the spec's own messages of other
// forms (手机号不能为空, 请上传…) are left as they are.
const PICKED = new Set(['select', 'radio', 'tree-select', 'checkbox', 'date', 'date-range', 'icon', 'switch', 'image']);

// A field drawn by a control of its own is picked when its rule fires on a change, as a select's does.
const picked = (field: FieldDef, trigger: unknown) =>
  PICKED.has(field.type ?? 'text') || !!field.options || !!field.statuses || trigger === 'change';

describe('the declarations’ required messages', () => {
  it('ask a picked field to be chosen (请选择…) and a typed one to be entered (请输入…)', async () => {
    const wrong = (await loadAllDomains()).flatMap((def) =>
      def.fields.flatMap((field) =>
        (field.rules ?? [])
          .filter((rule) => 'required' in rule && rule.required)
          .map((rule) => ({ message: textAt(zh, rule.message) ?? '', trigger: 'trigger' in rule && rule.trigger }))
          .filter(({ message }) => /^请(输入|选择)/.test(message))
          .filter(({ message, trigger }) => !message.startsWith(picked(field, trigger) ? '请选择' : '请输入'))
          .map(({ message }) => `${def.name}.${field.name} (${field.type ?? 'text'}): ${message}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
