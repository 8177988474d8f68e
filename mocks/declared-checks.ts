import { firstFieldProblem, type FieldProblem } from '../src/resources/field-checks';
import type { FieldDef } from '../src/resources/types';
import { languageOf, type Language } from './messages';

// A saved body checked by its declaration's rules (src/resources/field-checks.ts), refused in the
// words the console's form shows for the same rule: the message is the declaration's locale key,
// read from the console's own zh / en words. So a rule and its words are written once, in the
// declaration and the locale files, and the stand-in cannot say it differently.

type Words = Record<string, unknown>;

// The words load with the first refusal, not with the stand-in: a page's first data never waits
// for them.
let words: Promise<Record<Language, Words>> | undefined;

const loadWords = () =>
  (words ??= Promise.all([import('../src/locales/zh/index'), import('../src/locales/en/index')]).then(([zh, en]) => ({
    zh: zh.default as Words,
    en: en.default as Words,
  })));

const lookUp = (tree: Words, key: string): string | undefined => {
  let node: unknown = tree;
  for (const part of key.split('.')) node = (node as Words | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
};

/** The text of a locale key in `language`, `{{name}}` filled in as i18next does. */
async function declaredWords(key: string, language: Language, values: Record<string, number> = {}) {
  const text = lookUp((await loadWords())[language], key);
  if (text === undefined) throw new Error(`stand-in: no ${language} words for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => String(values[name] ?? slot));
}

/** The declared rule `row` breaks, in the request's language; null when it breaks none. */
export async function declaredRefusal(
  request: Request,
  fields: readonly FieldDef[],
  row: Record<string, unknown>,
): Promise<string | null> {
  const problem: FieldProblem | null = firstFieldProblem(fields, row);
  return problem ? declaredWords(problem.message, languageOf(request), problem.values) : null;
}
