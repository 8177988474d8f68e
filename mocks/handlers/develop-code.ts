import type { HttpHandler } from 'msw';
import { ok, say, type MessageKey } from '../blade';
import { readIds } from '../request';
import type { RouteContext, Router } from '../router';
import type { DevelopCodeRow } from '../types-develop';
import { bladeCrud } from './crud';
import { DEVELOP, notPlatform, param, refuse, withoutButton } from './develop-kit';
import { generatedFiles } from './develop-gen';

// 代码生成 (BX34 CodeController): list (Map binding: names by "contains"), detail, submit, remove
// as every blade entity, with Saber's rule messages and the template's own fields checked (a sub
// template names its sub model and foreign key, a tree its three columns); copy?id saves a copy
// named "<name>-copy" (button code_copy); gen-code?ids&system "generates" the selected ones
// (button code_gen) and answers the files it wrote with BladeX's 代码生成成功.

const base = `${DEVELOP}/code`;

const blank: Omit<DevelopCodeRow, 'id' | 'createTime' | 'updateTime'> = {
  modelId: '',
  codeName: '',
  serviceName: '',
  tableName: '',
  tablePrefix: '',
  pkName: '',
  packageName: '',
  baseMode: 2,
  wrapMode: 2,
  feignMode: 1,
  apiPath: '',
  webPath: '',
  templateType: 'crud',
  author: '',
  codeStyle: 'saber',
  subModelId: '',
  subFkId: '',
  treeId: '',
  treePid: '',
  treeName: '',
};

const required: readonly (readonly [keyof typeof blank, MessageKey])[] = [
  ['modelId', 'devCodeModelRequired'],
  ['codeName', 'devCodeNameRequired'],
  ['serviceName', 'devServiceNameRequired'],
  ['tableName', 'devTableNameRequired'],
  ['tablePrefix', 'devTablePrefixRequired'],
  ['pkName', 'devPkNameRequired'],
  ['packageName', 'devPackageNameRequired'],
  ['templateType', 'devTemplateTypeRequired'],
  ['author', 'devAuthorRequired'],
  ['baseMode', 'devBaseModeRequired'],
  ['wrapMode', 'devWrapModeRequired'],
  ['feignMode', 'devFeignModeRequired'],
  ['codeStyle', 'devCodeStyleRequired'],
  ['apiPath', 'devApiPathRequired'],
  ['webPath', 'devWebPathRequired'],
];

const TEMPLATES = ['crud', 'sub', 'tree'];
const STYLES = ['saber', 'element'];

// Blade's columns (blade_code): names varchar(64), paths varchar(2000), the rest 255.
const maxLength = {
  codeName: 64,
  serviceName: 64,
  tableName: 64,
  tablePrefix: 64,
  pkName: 32,
  apiPath: 2000,
  webPath: 2000,
};

/** A configuration as Blade answers it: blade_code has no create / update time. */
const present = ({ createTime: _created, updateTime: _updated, ...row }: DevelopCodeRow) => row;

export function developCodeHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  const modelOf = (id: string) => db.tables.developModels.find((row) => row.id === id);

  const validate = (row: DevelopCodeRow): MessageKey | null => {
    if (!modelOf(row.modelId)) return 'devModelNotFound';
    if (!TEMPLATES.includes(row.templateType)) return 'devTemplateTypeInvalid';
    if (!STYLES.includes(row.codeStyle)) return 'devCodeStyleInvalid';
    if ([row.baseMode, row.wrapMode, row.feignMode].some((mode) => mode !== 1 && mode !== 2)) return 'devYesNoInvalid';
    if (row.templateType === 'sub') {
      if (!row.subModelId.trim()) return 'devSubModelRequired';
      if (!modelOf(row.subModelId)) return 'devModelNotFound';
      if (!row.subFkId.trim()) return 'devSubFkRequired';
    }
    if (row.templateType === 'tree' && [row.treeId, row.treePid, row.treeName].some((name) => !name.trim()))
      return 'devTreeFieldsRequired';
    return null;
  };

  const codesOf = async (request: Request): Promise<DevelopCodeRow[] | null> => {
    const ids = await readIds(request);
    const rows = ids.map((id) => db.tables.developCodes.find((row) => row.id === id));
    return ids.length > 0 && rows.every(Boolean) ? (rows as DevelopCodeRow[]) : null;
  };

  const copy = async ({ request, url, caller }: RouteContext): Promise<Response> => {
    const rejection = withoutButton(db, request, caller, 'code_copy');
    if (rejection) return rejection;
    const id = param(url, 'id');
    if (!id) return refuse(request, 'idRequired');
    const source = db.tables.developCodes.find((row) => row.id === id);
    if (!source) return refuse(request, 'notFound');
    db.insert('developCodes', { ...source, id: db.nextId(), codeName: `${source.codeName}-copy` });
    return ok(true, say(request, 'success'));
  };

  const genCode = async ({ request, caller }: RouteContext): Promise<Response> => {
    const rejection = withoutButton(db, request, caller, 'code_gen');
    if (rejection) return rejection;
    if (!param(new URL(request.url), 'ids')) return refuse(request, 'idsRequired');
    const codes = await codesOf(request);
    if (!codes) return refuse(request, 'notFound');
    const files: string[] = [];
    for (const code of codes) {
      const model = modelOf(code.modelId);
      if (!model) return refuse(request, 'devModelNotFound');
      files.push(...generatedFiles(code, model, modelOf(code.subModelId)));
    }
    return ok(files, say(request, 'devGenCodeSuccess'));
  };

  return [
    ...bladeCrud<DevelopCodeRow>(router, {
      base,
      table: 'developCodes',
      blank,
      required,
      validate,
      maxLength,
      searchable: ['codeName', 'serviceName', 'tableName'],
      tenantScoped: false,
      platformOnly: true,
      permission: 'code',
      present,
    }),
    router.post(`${base}/copy`, (context) => notPlatform(context) ?? copy(context)),
    router.post(`${base}/gen-code`, (context) => notPlatform(context) ?? genCode(context)),
  ];
}
