import { afterAll, describe, expect, it } from 'vitest';
import en from '../../src/locales/en/flow-diagram';
import zh from '../../src/locales/zh/flow-diagram';
import { bpmnKey, bpmnTranslate } from '../../src/pages/flow/diagram/bpmn-translate';
import '../../src/pages/flow/diagram/diagram-words';
import { changeLanguage, i18n, initI18n } from '../../src/providers/i18n';

// The diagram's and the editor's words: Chinese and English fill the same keys, both reach i18n
// (Chinese with the diagram's chunk, English with the English bundle), and bpmn-js's own texts
// come through them.

/** Every key path of a words object, sorted. */
const paths = (words: object, prefix = ''): string[] =>
  Object.entries(words)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : paths(value as object, `${prefix}${key}.`),
    )
    .sort();

describe('flow diagram words', () => {
  afterAll(() => changeLanguage('zh'));

  it('has the same keys in Chinese and English, none blank', () => {
    expect(paths(en)).toEqual(paths(zh));
    const blank = (words: object): boolean =>
      Object.values(words).some((value) => (typeof value === 'string' ? !value.trim() : blank(value as object)));
    expect(blank(zh) || blank(en)).toBe(false);
  });

  it('keys bpmn-js texts by their words in camel case', () => {
    expect(bpmnKey('Append intermediate/boundary event')).toBe('appendIntermediateBoundaryEvent');
    expect(bpmnKey('Ad-hoc sub-process (collapsed)')).toBe('adHocSubProcessCollapsed');
    expect(bpmnKey('Open {element}')).toBe('openElement');
    expect(bpmnKey('Align elements left')).toBe('alignElementsLeft');
  });

  it('translates bpmn-js texts in the user’s language, filling their slots, and leaves an unknown one as written', async () => {
    await initI18n('zh');
    const zhTranslate = bpmnTranslate(i18n.t);
    expect(i18n.t('flowDiagram.title')).toBe('流程图展示');
    expect(zhTranslate('Append task')).toBe('追加任务');
    expect(zhTranslate('Create start event')).toBe('创建开始事件');
    expect(zhTranslate('Open {element}', { element: '子流程' })).toBe('打开 子流程');
    expect(zhTranslate('Something new in {version}', { version: '19' })).toBe('Something new in 19');

    await changeLanguage('en');
    const enTranslate = bpmnTranslate(i18n.t);
    expect(i18n.t('flowDiagram.title')).toBe('Flow diagram');
    expect(i18n.t('flowDiagram.editor.props.assignee')).toBe('Assignee');
    expect(enTranslate('Append task')).toBe('Append task');
    expect(enTranslate('Open {element}', { element: 'Review' })).toBe('Open Review');
  });
});
