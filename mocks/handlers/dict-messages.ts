import { languageOf } from '../blade';

// The dictionary screens' own answers, zh and en: Saber's rule texts (the spec's English) and
// Blade's DictServiceImpl refusals. Kept beside the dictionary handlers rather than in the shared
// catalogue, which is typed for the generic CRUD.
const dictCatalogue = {
  codeRequired: ['请输入字典编号', 'please input dictionary code'],
  dictValueRequired: ['请输入字典名称', 'please input dictionary name'],
  dictKeyRequired: ['请输入字典键值', 'please input dictionary key value'],
  sortRequired: ['请输入字典排序', 'please input dictionary sort'],
  isSealedRequired: ['请选择封存', 'please select sealed'],
  keyExists: ['当前字典键值已存在!', 'the dictionary key value already exists!'],
  hasChildren: ['请先删除子节点!', 'please delete the child nodes first!'],
  parentNotFound: ['上级字典不存在', 'the parent dictionary does not exist'],
} as const;

export type DictMessage = keyof typeof dictCatalogue;

export function sayDict(request: Request, key: DictMessage): string {
  const [zh, en] = dictCatalogue[key];
  return languageOf(request) === 'en' ? en : zh;
}
