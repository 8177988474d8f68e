import type { HttpHandler } from 'msw';
import { ok, say } from '../blade';
import { unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import { readJsonArray } from '../request';
import type { RouteContext, Router } from '../router';
import { nowText } from '../time';
import type { DevelopPrototypeRow } from '../types-develop';
import { bladeCrud, onlyPaths } from './crud';
import { DEVELOP, notPlatform, param, refuse, withoutButton } from './develop-kit';
import { stampSave } from '../save-stamp';

// 模型配置's fields (BX34 ModelPrototypeController): list and detail as every blade entity;
// select?modelId prefixes each comment with its column ("id: 主键"); submit-list saves the grid
// (a JSON array) in one call: a field with an id (or one the model already has by column name)
// is updated, the others added. Each field is checked before anything is stored, so a refused
// list changes nothing. Guarded by the grid's button, model_prototype.

const base = `${DEVELOP}/model-prototype`;

const blank: Omit<DevelopPrototypeRow, 'id' | 'createTime' | 'updateTime'> = {
  modelId: '',
  jdbcName: '',
  jdbcType: '',
  comment: '',
  propertyType: '',
  propertyEntity: '',
  propertyName: '',
  isList: 1,
  isForm: 1,
  isRow: 0,
  componentType: 'input',
  dictCode: '',
  isRequired: 0,
  isQuery: 0,
  queryType: '',
};

/** The entity types Saber offers (label → class): propertyType is the label of propertyEntity. */
const ENTITY_TYPES: Readonly<Record<string, string>> = {
  'java.lang.String': 'String',
  'java.lang.Integer': 'Integer',
  'java.lang.Long': 'Long',
  'java.lang.Double': 'Double',
  'java.math.BigDecimal': 'BigDecimal',
  'java.lang.Boolean': 'Boolean',
  'java.util.Date': 'Date',
};
const COMPONENT_TYPES = ['input', 'textarea', 'select', 'tree', 'radio', 'checkbox', 'switch', 'date'];
const QUERY_TYPES = ['equal', 'notequal', 'gt', 'ge', 'lt', 'le', 'between', 'like', 'likeleft', 'likeright'];
const SWITCHES = ['isList', 'isForm', 'isRow', 'isRequired', 'isQuery'] as const;
const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export function developPrototypeHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  const dictCodes = () => new Set(db.tables.dicts.filter((row) => row.parentId === '0').map((row) => row.code));

  /** The first reason to refuse `field` (the n-th of the list), else null. */
  const check = (request: Request, field: DevelopPrototypeRow, n: number, codes: Set<string>): Response | null => {
    const name = field.jdbcName;
    if (isBlank(name)) return refuse(request, 'devJdbcNameRequired', n);
    if (isBlank(field.propertyName)) return refuse(request, 'devPropertyNameRequired', name);
    if (!PROPERTY_NAME.test(field.propertyName)) return refuse(request, 'devPropertyNameInvalid', name);
    if (!ENTITY_TYPES[field.propertyEntity]) return refuse(request, 'devPropertyEntityInvalid', name);
    if (!COMPONENT_TYPES.includes(field.componentType)) return refuse(request, 'devComponentTypeInvalid', name);
    if (SWITCHES.some((key) => field[key] !== 0 && field[key] !== 1)) return refuse(request, 'devSwitchInvalid', name);
    if (field.queryType && !QUERY_TYPES.includes(field.queryType)) return refuse(request, 'devQueryTypeInvalid', name);
    if (field.isQuery === 1 && !field.queryType) return refuse(request, 'devQueryTypeRequired', name);
    if (field.dictCode && !codes.has(field.dictCode)) return refuse(request, 'devDictCodeNotFound', name);
    return null;
  };

  const submitList = async (context: RouteContext): Promise<Response> => {
    const { request, caller } = context;
    const rejection = withoutButton(db, request, caller, 'model_prototype');
    if (rejection) return rejection;
    const items = readJsonArray(await request.text());
    if (!items || items.length === 0) return refuse(request, 'devPrototypesRequired');
    const now = nowText();
    const codes = dictCodes();
    const saved: { row: DevelopPrototypeRow; existing: boolean }[] = [];
    for (const [index, item] of items.entries()) {
      if (item === null || typeof item !== 'object' || Array.isArray(item))
        return refuse(request, 'devPrototypeInvalid', index + 1);
      const body = item as Record<string, unknown>;
      if (unboundField(blank, body) !== null) return refuse(request, 'paramInvalid');
      const values = pickFields(blank, body);
      const modelId = String(values.modelId ?? '');
      if (!db.tables.developModels.some((row) => row.id === modelId)) return refuse(request, 'devModelNotFound');
      const id = isBlank(body.id) ? '' : String(body.id).trim();
      const existing = db.tables.developPrototypes.find((row) =>
        id ? row.id === id : row.modelId === modelId && row.jdbcName === values.jdbcName,
      );
      if (id && !existing) return refuse(request, 'notFound');
      const row: DevelopPrototypeRow = stampSave(
        existing ? { ...existing, ...values } : { ...blank, ...values, id: '' },
        existing,
        caller.userId,
        now,
      );
      // The label of the entity class, as Saber sets it before sending.
      row.propertyType = ENTITY_TYPES[row.propertyEntity] ?? row.propertyType;
      const refusal = check(request, row, index + 1, codes);
      if (refusal) return refusal;
      saved.push({ row, existing: !!existing });
    }
    for (const { row, existing } of saved) {
      if (existing) db.update('developPrototypes', row);
      else db.insert('developPrototypes', { ...row, id: db.nextId() });
    }
    return ok(true, say(request, 'success'));
  };

  return [
    ...onlyPaths(
      bladeCrud<DevelopPrototypeRow>(router, {
        base,
        table: 'developPrototypes',
        blank,
        tenantScoped: false,
        platformOnly: true,
        permission: 'model_prototype',
      }),
      ['list', 'detail'],
    ),
    router.post(`${base}/submit-list`, (context) => notPlatform(context) ?? submitList(context)),
    router.get(`${base}/select`, (context) => {
      const modelId = param(context.url, 'modelId');
      if (!modelId) return notPlatform(context) ?? refuse(context.request, 'devModelIdRequired');
      return (
        notPlatform(context) ??
        ok(
          db.tables.developPrototypes
            .filter((row) => row.modelId === modelId)
            .map((row) => ({ ...row, comment: `${row.jdbcName}: ${row.comment}` })),
        )
      );
    }),
  ];
}
