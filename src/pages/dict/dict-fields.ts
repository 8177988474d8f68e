import type { BaseRecord } from '@refinedev/core';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ApiMeta } from '../../providers/endpoints';
import type { FieldDef, ResourceDef } from '../../resources/types';

// Which of the declared fields each of the two tables shows, and how the entry table calls Blade.

/** Only an entry has these: a parent's parentId is 0 and its key -1 (Blade's seed). */
const ENTRY_ONLY = new Set(['parentId', 'dictKey']);

/** The fields of a parent (no `parent`) or of an entry of `parent`. */
export const dictFieldsOf = (def: ResourceDef, parent: BaseRecord | undefined): FieldDef[] =>
  parent ? def.fields : def.fields.filter((field) => !ENTRY_ONLY.has(field.name));

/** An entry's code and parent are its parent's: shown, never edited (spec §5). */
export const isFixedInEntry = (field: FieldDef) => field.name === 'code' || field.name === 'parentId';

/** The entries of one parent: Blade's `child-list?parentId=`, a tree rather than a page. */
export const entryListApi = (api: ApiMeta): ApiMeta => ({ ...api, endpoints: { ...api.endpoints, list: 'child-list' } });

/** What a new row starts with and always sends: an entry its parent's code and id, a parent Blade's 0 and -1. */
export const presetOf = (parent: BaseRecord | undefined): BaseRecord =>
  parent ? { code: parent.code, parentId: String(parent.id) } : { parentId: '0', dictKey: '-1' };

/**
 * When a field is checked: a "blur" rule (spec: 'please input dictionary code', on blur) as it
 * loses focus and as it changes, a "change" rule as it changes. Set on the Form.Item: a rule-level
 * validateTrigger makes antd fail `required` on a number (sort) or the 0/1 seal however it is set.
 */
export const triggersOf = (field: FieldDef): string[] =>
  field.rules?.some((rule) => 'required' in rule && rule.trigger === 'blur') ? ['onChange', 'onBlur'] : ['onChange'];

/** antd rules of a field, with the spec's messages. */
export function rulesOf(field: FieldDef, t: TFunction): Rule[] {
  return (field.rules ?? []).map((rule) => {
    const message = t(rule.message);
    if ('required' in rule) return { required: true, message };
    if ('pattern' in rule) return { pattern: rule.pattern, message };
    if ('len' in rule) return { len: rule.len, message };
    if ('max' in rule) return { max: rule.max, message };
    return { message };
  });
}
