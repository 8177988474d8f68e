// Dictionaries: one entry per code, with its [dictKey, dictValue] children in display order.

export type DictSeed = { code: string; name: string; items: readonly (readonly [string, string])[] };

export const systemDicts: DictSeed[] = [
  { code: 'yes_no', name: '是否', items: [['0', '否'], ['1', '是']] },
  { code: 'sex', name: '性别', items: [['1', '男'], ['2', '女'], ['3', '未知']] },
  {
    code: 'subject',
    name: '科类',
    items: [['WEN', '文科'], ['LI', '理科'], ['ZONG', '综合'], ['L', '历史'], ['W', '物理']],
  },
  {
    code: 'elective',
    name: '选考科目',
    items: [['O', '不限'], ['W', '物'], ['H', '化'], ['S', '生'], ['Z', '政'], ['L', '历'], ['D', '地'], ['J', '技']],
  },
  {
    code: 'notice',
    name: '通知类型',
    items: [
      ['1', '发布通知'],
      ['2', '批转通知'],
      ['3', '转发通知'],
      ['4', '指示通知'],
      ['5', '任免通知'],
      ['6', '事务通知'],
      ['7', '会议通知'],
    ],
  },
];

/** Business dictionaries, copied into every tenant (dict-biz is tenant-owned). */
export const businessDicts: DictSeed[] = systemDicts.filter((dict) =>
  ['subject', 'elective'].includes(dict.code),
);
