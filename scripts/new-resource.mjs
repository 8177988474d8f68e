#!/usr/bin/env node
// npm run new:resource -- <domain>/<name> [--zh 院校库] [--en Colleges]
//
// Writes a plain entity of the product's business (a list with add, edit, view, delete) on both
// sides, registered and passing `npm test` as written: the declaration, the stand-in module with a
// small seed, the zh/en words, the menu and its buttons, the dictionary its select reads, the
// business endpoint table's entries, the list page's first request, and a page test. Then rename
// the starter fields (a text, a dictionary select, a region select, a number with bounds, a
// switch, a remark), the seed rows and the words. README.md, "Add a screen", says what each is.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a domain's new screen plugs into. Only the one-to-one business is a business domain yet. */
const DOMAINS = {
  oto: {
    list: 'src/resources/oto/business.ts',
    listName: 'businessResources',
    words: 'oto',
    menuParent: 'oto',
    base: (name) => `\${otoBase}/${name}-info`,
    basePath: (name) => `/{product}-management/onetoone/${name}-info`,
    baseImport: "import { createTimeField, otoBase, provinceField } from './fields';",
  },
};

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^[a-z]/, (letter) => letter.toUpperCase());
const snake = (kebab) => kebab.replace(/-/g, '_');
const titleCase = (kebab) =>
  kebab.replace(/(^|-)([a-z])/g, (_, dash, letter) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);

/** The names a new entity goes by, from `<domain>/<name>`. */
export function namesOf(target, words = {}) {
  const match = /^([a-z]+)\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/.exec(target ?? '');
  if (!match)
    throw new Error(
      'usage: npm run new:resource -- <domain>/<name> [--zh 院校库] [--en Colleges] (name in kebab-case)',
    );
  const [, domain, name] = match;
  const place = DOMAINS[domain];
  if (!place)
    throw new Error(`new:resource writes screens of the business domains: ${Object.keys(DOMAINS).join(', ')}`);
  return {
    domain,
    name,
    camel: camel(name),
    pascal: pascal(name),
    code: snake(name),
    table: `${domain}${pascal(name)}s`,
    zh: words.zh ?? name,
    en: words.en ?? titleCase(name),
    place,
  };
}

// ---------------------------------------------------------------------------------------------
// The files it writes

const declaration = (n) => `import { defineResource } from '../types';
${n.place.baseImport}

/** A row of ${n.name}-info/search (${n.zh}). */
export type ${n.pascal}Row = {
  id: string;
  tenantId: string;
  name: string;
  /** dict-biz ${n.code}_category. */
  category: string;
  /** A province's region code ('33'), from region/select. */
  province: string;
  quantity: number;
  /** 1 yes, 0 no: a switch. */
  enabled: number;
  remark: string;
  createTime: string;
  updateTime: string;
};

// ${n.zh} (${n.name}-info): listed by search, saved new or changed by save-and-update, deleted by
// del/{ids}; no detail call (the list row is the record). The rules below are checked at the
// fields and, in the same words, by the stand-in.
export default defineResource<${n.pascal}Row>({
  name: '${n.domain}-${n.name}',
  route: '/${n.domain}/${n.name}',
  label: '${n.place.words}.${n.camel}.title',
  noun: '${n.place.words}.${n.camel}.name',
  permission: '${n.code}',
  api: {
    base: \`${n.place.base(n.name)}\`,
    family: 'onetoone',
    endpoints: { detail: '', create: 'save-and-update', update: 'save-and-update' },
  },
  actions: { add: true, edit: true, delete: true, view: true },
  fields: [
    {
      name: 'name',
      label: '${n.place.words}.${n.camel}.fieldName',
      table: { width: 200, rank: 1 },
      search: true,
      form: true,
      maxLength: 64,
      rules: [{ required: true, message: '${n.place.words}.${n.camel}.nameRequired', trigger: 'blur' }],
    },
    {
      name: 'category',
      label: '${n.place.words}.${n.camel}.category',
      type: 'select',
      options: { dict: '${n.code}_category', biz: true },
      display: 'tag',
      table: { width: 110 },
      search: true,
      form: true,
      rules: [{ required: true, message: '${n.place.words}.${n.camel}.categoryRequired', trigger: 'change' }],
    },
    provinceField({
      search: true,
      rules: [{ required: true, message: '${n.place.words}.${n.camel}.provinceRequired', trigger: 'change' }],
    }),
    {
      name: 'quantity',
      label: '${n.place.words}.${n.camel}.quantity',
      type: 'number',
      table: { width: 100, sorter: true },
      form: true,
      rules: [
        { min: 0, message: '${n.place.words}.${n.camel}.quantityMin' },
        { max: 100000, message: '${n.place.words}.${n.camel}.quantityMax' },
      ],
    },
    { name: 'enabled', label: '${n.place.words}.${n.camel}.enabled', type: 'switch', table: { width: 90 }, form: true, defaultValue: 1 },
    {
      name: 'remark',
      label: '${n.place.words}.common.remark',
      type: 'textarea',
      table: { width: 240 },
      form: { span: 24 },
      maxLength: 255,
    },
    createTimeField(),
  ],
});
`;

const standinModule = (
  n,
) => `import ${n.camel}, { type ${n.pascal}Row } from '../../src/resources/${n.domain}/${n.name}';
import { seedDate } from '../seed-data/oto-random';
import { defineEntity, type Entity } from './entity';

// ${n.zh}: the stand-in's rows, menu and buttons. Its calls, the fields a body may write, the
// rules and their words come from the declaration; its dictionary's items from dict.${n.code}_category.

/** [name, category (${n.code}_category), province (region code), quantity, enabled, remark], per tenant. */
const SEED: readonly (readonly [string, string, string, number, number, string])[] = [
  ['${n.zh}示例一', '1', '11', 12, 1, ''],
  ['${n.zh}示例二', '2', '31', 8, 1, ''],
  ['${n.zh}示例三', '3', '44', 0, 0, '已停用'],
];

const ${n.camel}Entity: Entity<'${n.table}', ${n.pascal}Row> = defineEntity<${n.pascal}Row>()({
  code: '${n.code}',
  table: '${n.table}',
  seed: ({ tenants, nextId, seedDay }) =>
    tenants.flatMap(({ tenantId }) =>
      SEED.map(([name, category, province, quantity, enabled, remark], index) => {
        const created = seedDate(seedDay, 30 - index * 7, 10, index * 11);
        return {
          id: nextId(),
          tenantId,
          name,
          category,
          province,
          quantity,
          enabled,
          remark,
          createTime: created,
          updateTime: created,
        };
      }),
    ),
  dicts: [{ code: '${n.code}_category', name: '${n.zh}类别', biz: true }],
  menu: {
    parent: '${n.place.menuParent}',
    path: ${n.camel}.route,
    source: 'iconfont icon-read',
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ onetoone }) => onetoone({ declared: ${n.camel} }),
});

export default ${n.camel}Entity;
`;

const pageTest = (n) => `import ${n.camel} from '../../src/resources/${n.domain}/${n.name}';
import { describePlainResource } from '../support/plain-resource';
import { standinForTests } from '../support/standin';

// ${n.zh}: its list, its rules at the fields and from the stand-in in the same words, add, edit
// and delete, read from the declaration (tests/support/plain-resource.ts). A field whose value its
// type cannot make (a pattern's, a date's) takes a sample: \`samples: { code: '10001' }\`.

const standin = standinForTests();

describePlainResource({ def: ${n.camel}, table: '${n.table}', standin });
`;

const zhWords = (n) => `    ${n.camel}: {
      title: '${n.zh}',
      name: '${n.zh}',
      fieldName: '名称',
      nameRequired: '请输入名称',
      category: '类别',
      categoryRequired: '请选择类别',
      provinceRequired: '请选择省份',
      quantity: '数量',
      quantityMin: '数量不能小于{{min}}',
      quantityMax: '数量不能大于{{max}}',
      enabled: '是否启用',
    },
`;

const enWords = (n) => `    ${n.camel}: {
      title: '${n.en}',
      name: '${n.en.toLowerCase().replace(/s$/, '')}',
      fieldName: 'Name',
      nameRequired: 'Please enter the name',
      category: 'Category',
      categoryRequired: 'Please select the category',
      provinceRequired: 'Please select the province',
      quantity: 'Quantity',
      quantityMin: 'The quantity cannot be less than {{min}}',
      quantityMax: 'The quantity cannot be greater than {{max}}',
      enabled: 'Enabled',
    },
`;

const endpoints = (n) => {
  const base = n.place.basePath(n.name);
  const source = `${n.name}-info: the backend team's API description (npm run new:resource)`;
  const entry = (path, method, params, body, answer) => ({ path, method, params, body, answer, source, versions: [] });
  return [
    entry(
      `${base}/search`,
      'GET',
      { in: 'query', names: ['current', 'size', 'ascs', 'descs'], any_key: true },
      null,
      'R<IPage>',
    ),
    entry(`${base}/save-and-update`, 'POST', { in: 'none', names: [] }, `json:${n.pascal}`, 'R'),
    entry(`${base}/del/{ids}`, 'POST', { in: 'path', names: [], path_vars: ['ids'] }, null, 'R'),
  ];
};

// ---------------------------------------------------------------------------------------------
// Editing what registers it: line-based, on the prettier-formatted files, failing loudly when a
// landmark moved.

/** The line index closing the object that opens at `opening` (a line ending in `{`), by indent. */
function closingOf(lines, opening, file) {
  const indent = /^\s*/.exec(lines[opening])[0];
  for (let index = opening + 1; index < lines.length; index += 1) {
    if (lines[index].startsWith(`${indent}}`)) return index;
  }
  throw new Error(`${file}: no end to the object at line ${opening + 1}`);
}

/** Inserts `text` as the last entries of the object `key: {` at `indent` (first match). */
function intoObject(source, key, indent, text, file) {
  const lines = source.split('\n');
  const opening = lines.findIndex((line) => line === `${indent}${key}: {`);
  if (opening < 0) throw new Error(`${file}: no "${indent}${key}: {" to add to`);
  const closing = closingOf(lines, opening, file);
  lines.splice(closing, 0, ...text.replace(/\n$/, '').split('\n'));
  return lines.join('\n');
}

/** Adds an import after the last import and a member at the end of the array `const <name> = [`. */
function intoList(source, importLine, listName, member, file) {
  const lines = source.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  lines.splice(lastImport + 1, 0, importLine);
  const opening = lines.findIndex((line) => line.includes(`${listName}`) && line.trimEnd().endsWith('['));
  if (opening < 0) throw new Error(`${file}: no list ${listName} to add to`);
  const indent = /^\s*/.exec(lines[opening])[0];
  const closing = lines.findIndex((line, index) => index > opening && line.startsWith(`${indent}]`));
  if (closing < 0) throw new Error(`${file}: no end to ${listName}`);
  lines.splice(closing, 0, `${indent}  ${member},`);
  return lines.join('\n');
}

/** Adds the entity's table, typed by the declaration's row, to entityTables (mocks/entities/tables.ts). */
function intoTables(source, n, file) {
  const lines = source.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  lines.splice(lastImport + 1, 0, `import type { ${n.pascal}Row } from '../../src/resources/${n.domain}/${n.name}';`);
  const opening = lines.findIndex((line) => line === 'export const entityTables = {');
  const closing = lines.findIndex((line, index) => index > opening && line === '};');
  if (opening < 0 || closing < 0) throw new Error(`${file}: no "export const entityTables = {" to add to`);
  lines.splice(closing, 0, `  ${n.table}: table<${n.pascal}Row>(),`);
  return lines.join('\n');
}

function refuseTaken(root, n) {
  const taken = [
    `src/resources/${n.domain}/${n.name}.ts`,
    `mocks/entities/${n.name}.ts`,
    `tests/pages/${n.domain}-${n.name}.test.tsx`,
  ].filter((file) => existsSync(join(root, file)));
  if (taken.length > 0) throw new Error(`${n.domain}/${n.name} exists: ${taken.join(', ')}`);
  const words = readFileSync(join(root, `src/locales/zh/${n.place.words}.ts`), 'utf8');
  if (words.includes(`\n    ${n.camel}: {`)) throw new Error(`${n.place.words}.${n.camel} words exist already`);
  const common = readFileSync(join(root, 'src/locales/zh/common.ts'), 'utf8');
  if (new RegExp(`\\n    ${n.code}: `).test(common)) throw new Error(`menu.${n.code} or dict.${n.code} exists already`);
}

/** Writes the entity `<domain>/<name>` into the project at `root`; answers the files it wrote or changed. */
export function generate(root, target, words = {}) {
  const n = namesOf(target, words);
  refuseTaken(root, n);
  const written = [];
  const write = (file, text) => {
    writeFileSync(join(root, file), text);
    written.push(file);
  };
  const edit = (file, change) => write(file, change(readFileSync(join(root, file), 'utf8'), file));

  write(`src/resources/${n.domain}/${n.name}.ts`, declaration(n));
  write(`mocks/entities/${n.name}.ts`, standinModule(n));
  write(`tests/pages/${n.domain}-${n.name}.test.tsx`, pageTest(n));

  edit(n.place.list, (text, file) =>
    intoList(text, `import ${n.camel} from './${n.name}';`, n.place.listName, n.camel, file),
  );
  edit('mocks/entities/index.ts', (text, file) =>
    intoList(text, `import ${n.camel} from './${n.name}';`, 'entities', n.camel, file),
  );
  edit('mocks/entities/tables.ts', (text, file) => intoTables(text, n, file));
  edit(`src/locales/zh/${n.place.words}.ts`, (text, file) => intoObject(text, n.place.words, '  ', zhWords(n), file));
  edit(`src/locales/en/${n.place.words}.ts`, (text, file) => intoObject(text, n.place.words, '  ', enWords(n), file));
  // The menu's name and the dictionary's items, in each language's common words.
  const commonWords = (language, items, menu) =>
    edit(`src/locales/${language}/common.ts`, (text, file) =>
      intoObject(
        intoObject(text, 'dict', '  ', `    ${n.code}_category: ${items},\n`, file),
        'menu',
        '  ',
        `    ${n.code}: '${menu}',\n`,
        file,
      ),
    );
  commonWords('zh', "{ '1': '类别一', '2': '类别二', '3': '类别三' }", n.zh);
  commonWords('en', "{ '1': 'Category 1', '2': 'Category 2', '3': 'Category 3' }", n.en);
  edit(
    'contract/business-endpoints.json',
    (text) => `${JSON.stringify([...JSON.parse(text), ...endpoints(n)], null, 2)}\n`,
  );
  edit('src/crud/list-requests.json', (text) => {
    const table = JSON.parse(text);
    table[`/${n.domain}/${n.name}`] = {
      url: `${n.place.basePath(n.name)}/search`,
      query: { current: 1, size: 10 },
    };
    const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
    return `${JSON.stringify(sorted, null, 2)}\n`;
  });
  return written;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const words = { zh: option('--zh'), en: option('--en') };
  try {
    const root = resolve(fileURLToPath(import.meta.url), '../..');
    const files = generate(root, args[0], words);
    const { execFileSync } = await import('node:child_process');
    // The files as the formatter writes them, so the lint step is clean from the start.
    execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...files], {
      cwd: root,
      stdio: 'inherit',
    });
    console.log(`Wrote and registered ${args[0]}:\n${files.map((file) => `  ${file}`).join('\n')}`);
    console.log('Next: rename its fields, seed rows and words (README.md, "Add a screen"), then npm test.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
