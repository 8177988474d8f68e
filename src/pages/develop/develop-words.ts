import { useTranslation } from 'react-i18next';
import type { Language } from '../../config';

// The words of the generator's own dialogs and controls (the field grid, the generation result,
// the pickers' hints). They ride in those lazily loaded chunks, not in the locale bundles every
// page loads; the declarations' labels and rule messages stay in locales/*/develop.ts.

const zh = {
  title: '数据库模型配置 · {name}',
  fromTable: '该模型尚未保存字段配置:下面是物理表 {table} 的 {count} 个列,提交后保存。',
  saved: '共 {count} 个字段',
  jdbcName: '物理列名',
  jdbcType: '物理类型',
  comment: '字段说明',
  propertyName: '实体列名',
  propertyEntity: '实体类型',
  isList: '列表显示',
  isForm: '表单显示',
  isRow: '独占一行',
  isRequired: '必填',
  isQuery: '查询配置',
  componentType: '组件类型',
  dictCode: '字典编码',
  queryType: '查询类型',
  blankNames: '{count} 个字段缺少实体列名或查询类型,已标红',
  submit: '提 交',
  component: { input: '单行文本', textarea: '多行文本', select: '下拉选项', tree: '树形下拉选项', radio: '单选框', checkbox: '多选框', switch: '开关框', date: '日期框' },
  query: { equal: '等于', notequal: '不等于', gt: '大于', ge: '大于等于', lt: '小于', le: '小于等于', between: '区间', like: '模糊', likeleft: '左模糊', likeright: '右模糊' },
  datasourceFirst: '请先选择数据源',
  modelFirst: '请先选择数据模型',
  noFields: '该模型尚未保存字段配置(数据模型 → 模型配置)',
  genRunning: '正在生成 {count} 个模块的代码…',
  genTitle: '代码生成结果',
  genFiles: '共写入 {count} 个文件:',
};

export type DevelopWords = typeof zh;

const words: Record<Language, DevelopWords> = {
  zh,
  en: {
    title: 'Model fields · {name}',
    fromTable: 'No fields saved for this model yet: these are the {count} columns of table {table}, saved when you submit.',
    saved: '{count} fields',
    jdbcName: 'Column',
    jdbcType: 'Column type',
    comment: 'Description',
    propertyName: 'Property',
    propertyEntity: 'Java type',
    isList: 'In list',
    isForm: 'In form',
    isRow: 'Full row',
    isRequired: 'Required',
    isQuery: 'Searchable',
    componentType: 'Component',
    dictCode: 'Dictionary',
    queryType: 'Match',
    blankNames: '{count} fields lack a property name or a match: marked in red',
    submit: 'Submit',
    component: { input: 'Text', textarea: 'Multi-line text', select: 'Select', tree: 'Tree select', radio: 'Radio', checkbox: 'Checkboxes', switch: 'Switch', date: 'Date' },
    query: { equal: 'Equals', notequal: 'Not equal', gt: 'Greater', ge: 'Greater or equal', lt: 'Less', le: 'Less or equal', between: 'Between', like: 'Contains', likeleft: 'Ends with', likeright: 'Starts with' },
    datasourceFirst: 'Select a datasource first',
    modelFirst: 'Select a data model first',
    noFields: 'No fields saved for this model yet (Data models → Fields)',
    genRunning: 'Generating the code of {count} modules…',
    genTitle: 'Code generation',
    genFiles: '{count} files written:',
  },
};

/** The words in the user's language (the component re-renders when it changes). */
export function useDevelopWords(): DevelopWords {
  const { i18n } = useTranslation();
  return words[i18n.language === 'en' ? 'en' : 'zh'];
}

/** A text with its `{name}` slots filled. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
