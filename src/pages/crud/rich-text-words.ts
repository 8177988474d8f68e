import type { Language } from '../../config';

// The editor's own words (toolbar names, the header picker, the link tooltip). They ride in the
// editor's chunk, not in the locale bundles every page loads: only a form with rich text needs them.

const zh = {
  normal: '正文',
  heading: '标题 {n}',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  color: '文字颜色',
  ordered: '编号列表',
  bullet: '项目符号列表',
  link: '插入链接',
  image: '插入图片',
  clean: '清除格式',
  visit: '访问链接:',
  enterLink: '输入链接:',
  edit: '编辑',
  save: '保存',
  remove: '移除',
};

export type EditorWords = typeof zh;

export const editorWords: Record<Language, EditorWords> = {
  zh,
  en: {
    normal: 'Normal',
    heading: 'Heading {n}',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    color: 'Text colour',
    ordered: 'Numbered list',
    bullet: 'Bulleted list',
    link: 'Insert link',
    image: 'Insert picture',
    clean: 'Clear formatting',
    visit: 'Visit link:',
    enterLink: 'Enter link:',
    edit: 'Edit',
    save: 'Save',
    remove: 'Remove',
  },
};
