import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en';
import zh from '../../src/locales/zh';
import { config } from '../../src/config';
import { resolveEndpoints } from '../../src/providers/endpoints';
import { basicAuth, tokenHeaderValue } from '../../src/providers/token-header';
import type { Services } from '../../src/services';
import type { FieldDef, FieldRule, ResourceDef } from '../../src/resources/types';
import { errorsIn, itemOf, rowWith } from '../pages/oto-kit';
import { button, findButton, findDialog } from './dom';
import { renderApp } from './render-app';
import type { standinForTests } from './standin';

// The page test of a plain entity (a list with add, edit, view, delete), read from its declaration
// and its stand-in module, so that it follows the fields as they are edited: what a user sees in
// the list, at the fields and in the toasts, and what goes over the wire. `npm run new:resource`
// writes a test that calls it; a field whose value cannot be made from its type alone (a pattern,
// a date, a control of its own) takes a sample value.

type Standin = ReturnType<typeof standinForTests>;
type Row = Record<string, unknown>;
type Words = Record<string, unknown>;

export type PlainResourceTest = {
  /** The declaration (src/resources/<domain>/<name>.ts). */
  def: ResourceDef;
  /** The stand-in's table of its rows (`db.tables[table]`). */
  table: string;
  standin: Standin;
  /** A value to type for a field its type cannot make one for (a pattern's, a date's). */
  samples?: Record<string, string | number>;
  login?: { username: string; password: string };
};

const admin = { username: 'admin', password: 'admin' };

/** A locale key's words, `{{name}}` filled in as i18next does. */
function wordsOf(language: Words, key: string, values: Record<string, unknown> = {}): string {
  let node: unknown = language;
  for (const part of key.split('.')) node = (node as Words | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no words for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => String(values[name] ?? slot));
}
const zhWords = (key: string, values?: Record<string, unknown>) => wordsOf(zh as Words, key, values);
const enWords = (key: string, values?: Record<string, unknown>) => wordsOf(en as Words, key, values);

const formFields = (def: ResourceDef) => def.fields.filter((field) => field.form && field.offRow !== 'search');
const ruleValues = (rule: FieldRule) => ('min' in rule ? { min: rule.min } : 'max' in rule ? { max: rule.max } : {});

/** Opens the select of `item` and picks the option `text`, or the first one. */
async function pickIn(item: HTMLElement, text?: string): Promise<void> {
  const selector = await waitFor(() => {
    const found = item.querySelector<HTMLElement>('.ant-select-selector');
    if (!found) throw new Error('select not drawn');
    return found;
  });
  fireEvent.mouseDown(selector);
  const choice = await waitFor(() => {
    const options = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const found = text === undefined ? options[0] : options.filter((node) => node.textContent === text).at(-1);
    if (!found) throw new Error(`no option ${text ?? '(any)'}`);
    return found;
  });
  fireEvent.click(choice);
}

/** A value that keeps every rule of a typed field: within its bounds and its column. */
function valueFor(field: FieldDef, samples: PlainResourceTest['samples'], stamp: string): string | number {
  const sample = samples?.[field.name];
  if (sample !== undefined) return sample;
  const rules = field.rules ?? [];
  const min = rules.find((rule) => 'min' in rule) as { min: number } | undefined;
  const max = rules.find((rule) => 'max' in rule) as { max: number } | undefined;
  if (field.type === 'number') return min?.min ?? Math.min(1, max?.max ?? 1);
  if (rules.some((rule) => 'pattern' in rule || 'len' in rule))
    throw new Error(`give ${field.name} a sample value: its rules need one its type cannot make`);
  const room = Math.min(field.maxLength ?? 255, max?.max ?? 255);
  const text = `${zhWords(field.label)}${stamp}`;
  return [...text]
    .slice(0, room)
    .join('')
    .padEnd(min?.min ?? 0, '字');
}

const typeable = (field: FieldDef) => !field.type || ['text', 'textarea', 'number'].includes(field.type);
const inputOf = (item: HTMLElement) =>
  item.querySelector<HTMLInputElement | HTMLTextAreaElement>('input.ant-input-number-input, textarea, input.ant-input');

/** Fills every form field a user must or may type, picks every required select; answers what was sent for each. */
async function fill(modal: HTMLElement, def: ResourceDef, samples: PlainResourceTest['samples'], stamp: string) {
  const typed: Row = {};
  for (const field of formFields(def)) {
    const item = itemOf(modal, zhWords(field.label));
    if (typeable(field)) {
      const value = valueFor(field, samples, stamp);
      const input = await waitFor(() => {
        const found = inputOf(item);
        if (!found) throw new Error(`no input in ${field.name}`);
        return found;
      });
      fireEvent.change(input, { target: { value: String(value) } });
      typed[field.name] = value;
    } else if (field.type === 'select' && !field.multiple) {
      const dict = field.options && 'dict' in field.options ? field.options.dict : undefined;
      const first = dict
        ? Object.entries((zh as Words as { dict: Record<string, Record<string, string>> }).dict[dict] ?? {})[0]
        : undefined;
      await pickIn(item, first?.[1]);
      typed[field.name] = first ? first[0] : expect.any(String);
    } else if (field.rules?.some((rule) => 'required' in rule) && samples?.[field.name] === undefined) {
      throw new Error(`give ${field.name} a sample value: a required ${field.type} field is not filled by type`);
    }
  }
  return typed;
}

/** A JSON POST with the headers the console sends (its token, its client), in `language`. */
async function postPastTheForm(services: Services, path: string, body: Row, language: string) {
  const token = services.storage.getToken()?.accessToken ?? '';
  const response = await fetch(new URL(`${config.apiBase}/${path}`, location.href), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      Authorization: basicAuth(config.clientId, config.clientSecret),
      [config.tokenHeader]: tokenHeaderValue(token),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { msg: string };
  return { status: response.status, msg: answer.msg };
}

const newestOwn = (standin: Standin, table: string) => {
  const rows = (standin.db.tables as unknown as Record<string, Row[]>)[table].filter(
    (row) => row.tenantId === '000000',
  );
  return [...rows].sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))[0];
};

/** The first column a row shows as plain text (no options, dates or switches): how a user finds it. */
const textColumn = (def: ResourceDef) =>
  def.fields.find((field) => field.table && !field.options && (!field.type || field.type === 'text'));

/** Runs the page test of a plain entity. */
export function describePlainResource({ def, table, standin, samples, login = admin }: PlainResourceTest) {
  const endpoints = resolveEndpoints(def.api);
  const named = textColumn(def);
  if (!named) throw new Error(`${def.name}: no plain text column to find its rows by`);
  const label = zhWords(def.label);

  describe(`${label} (${def.route})`, () => {
    it('lists its rows with their columns', async () => {
      const seeded = newestOwn(standin, table);
      expect(seeded, `the stand-in seeds ${table} rows for tenant 000000`).toBeTruthy();
      await renderApp(def.route, login);
      await rowWith(String(seeded[named.name]));
      const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim());
      for (const field of def.fields.filter((each) => each.table)) expect(headers).toContain(zhWords(field.label));
      expect(standin.calls(`/${endpoints.list}`).length).toBeGreaterThan(0);
    });

    it('refuses a blank form at the fields, and the stand-in in the same words; then adds a record', async () => {
      const { services } = await renderApp(def.route, login);
      await rowWith(String(newestOwn(standin, table)[named.name]));
      fireEvent.click(button('新增'));
      const modal = await findDialog();
      fireEvent.click(button('保存', modal));
      const required = formFields(def).flatMap((field) =>
        (field.rules ?? []).filter((rule) => 'required' in rule && !rule.when && field.defaultValue === undefined),
      );
      await waitFor(() =>
        expect(errorsIn(modal)).toEqual(expect.arrayContaining(required.map((rule) => zhWords(rule.message)))),
      );
      expect(standin.calls(`/${endpoints.create}`)).toHaveLength(0);
      // The same blank form sent past the form: the stand-in says the first of them, in both languages.
      const [first] = required;
      if (first) {
        for (const [language, words] of [
          ['zh-CN', zhWords],
          ['en-US', enWords],
        ] as const) {
          expect(await postPastTheForm(services, `${def.api.base}/${endpoints.create}`, {}, language)).toEqual({
            status: 400,
            msg: words(first.message),
          });
        }
      }
      const typed = await fill(modal, def, samples, 'A');
      fireEvent.click(button('保存', modal));
      expect(await screen.findByText('新增成功')).toBeTruthy();
      const sent = standin.calls(`/${endpoints.create}`).at(-1);
      expect(JSON.parse(sent?.body ?? 'null')).toMatchObject(typed);
      await rowWith(String(typed[named.name]));
    });

    const bounded = formFields(def).find((field) => field.rules?.some((rule) => 'min' in rule || 'max' in rule));
    it.runIf(bounded)(
      'says a value out of bounds at the field; the stand-in refuses it in the same words',
      async () => {
        const field = bounded!;
        const rule = field.rules!.find((each) => 'min' in each || 'max' in each)!;
        const wrong =
          field.type === 'number'
            ? 'min' in rule
              ? rule.min - 1
              : (rule as { max: number }).max + 1
            : 'min' in rule
              ? 'x'.repeat(Math.max(0, rule.min - 1))
              : 'x'.repeat((rule as { max: number }).max + 1);
        const { services } = await renderApp(def.route, login);
        await rowWith(String(newestOwn(standin, table)[named.name]));
        fireEvent.click(button('新增'));
        const modal = await findDialog();
        await fill(modal, def, samples, 'B');
        fireEvent.change(inputOf(itemOf(modal, zhWords(field.label)))!, { target: { value: String(wrong) } });
        fireEvent.click(button('保存', modal));
        const words = zhWords(rule.message, ruleValues(rule));
        await waitFor(() => expect(errorsIn(modal)).toContain(words));
        expect(standin.calls(`/${endpoints.create}`)).toHaveLength(0);

        // A stored row's values with the wrong one, sent past the form with the console's
        // headers, in both languages.
        const seeded = newestOwn(standin, table);
        const valid = Object.fromEntries(formFields(def).map((each) => [each.name, seeded[each.name]]));
        const body = { ...valid, [field.name]: wrong };
        for (const [language, expected] of [
          ['zh-CN', words],
          ['en-US', enWords(rule.message, ruleValues(rule))],
        ] as const) {
          expect(await postPastTheForm(services, `${def.api.base}/${endpoints.create}`, body, language)).toEqual({
            status: 400,
            msg: expected,
          });
        }
      },
    );

    it.runIf(def.actions.edit)('edits a record with its stored values in the form', async () => {
      await renderApp(def.route, login);
      const seeded = newestOwn(standin, table);
      fireEvent.click(button('编辑', await rowWith(String(seeded[named.name]))));
      const modal = await findDialog();
      const input = inputOf(itemOf(modal, zhWords(named.label)))!;
      await waitFor(() => expect(input.value).toBe(String(seeded[named.name])));
      const changed = `${[...String(seeded[named.name])].slice(0, (named.maxLength ?? 64) - 3).join('')}(改)`;
      fireEvent.change(input, { target: { value: changed } });
      fireEvent.click(await findButton('修改', modal));
      expect(await screen.findByText('更新成功')).toBeTruthy();
      expect(JSON.parse(standin.calls(`/${endpoints.update}`).at(-1)?.body ?? 'null')).toMatchObject({
        id: seeded.id,
        [named.name]: changed,
      });
      await rowWith(changed);
    });

    it.runIf(def.actions.delete)('deletes a record after a confirm', async () => {
      await renderApp(def.route, login);
      const seeded = newestOwn(standin, table);
      const shown = String(seeded[named.name]);
      fireEvent.click(button('删除', await rowWith(shown)));
      fireEvent.click(await findButton('确定'));
      expect(await screen.findByText('删除成功')).toBeTruthy();
      await waitFor(() => expect(within(document.body).queryByText(shown)).toBeNull());
      const stored = (standin.db.tables as unknown as Record<string, Row[]>)[table];
      expect(stored.some((each) => each.id === seeded.id)).toBe(false);
    });
  });
}
