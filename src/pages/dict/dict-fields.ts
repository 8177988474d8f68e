import type { BaseRecord } from '@refinedev/core';
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
export const entryListApi = (api: ApiMeta): ApiMeta => ({
  ...api,
  endpoints: { ...api.endpoints, list: 'child-list' },
});

/** What a new row starts with and always sends: an entry its parent's code and id, a parent Blade's 0 and -1. */
export const presetOf = (parent: BaseRecord | undefined): BaseRecord =>
  parent ? { code: parent.code, parentId: String(parent.id) } : { parentId: '0', dictKey: '-1' };
