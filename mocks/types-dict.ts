import type { DictRow as DictVo } from '../src/resources/system/dict';
import type { DictBizRow as DictBizVo } from '../src/resources/system/dict-biz';

// The dictionaries' rows (their modules' tables: entities/dict.ts, dict-biz.ts), which the seed
// builders and the tenant starter make too.

/** blade_dict as stored: the VO without its parent's name. */
export type DictRow = Omit<DictVo, 'parentName'>;

/** blade_dict_biz as stored: a dictionary row of one tenant. */
export type DictBizRow = Omit<DictBizVo, 'parentName'>;
