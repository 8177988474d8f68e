// One field of a model's grid (BX34 ModelPrototype; `comment` is Saber's prop, jdbcComment BX34's
// Java field), made from what model-prototype answers: the saved fields when the model has some,
// else the table's columns (MyBatis-Plus TableField), mapped as Saber maps them with its defaults
// (listed and in the form, an input, nothing searched). The physical type shown is the column's
// own (`type`, e.g. varchar(64)), as BladeX stores it; Saber's mapping put the Java type there.

export type PrototypeRow = {
  id?: string;
  modelId: string;
  jdbcName: string;
  jdbcType: string;
  comment: string;
  propertyName: string;
  propertyEntity: string;
  isList: number;
  isForm: number;
  isRow: number;
  isRequired: number;
  isQuery: number;
  componentType: string;
  dictCode: string;
  queryType: string;
};

/** The entity types Saber offers: the label is the short name sent as propertyType. */
export const ENTITY_TYPES = [
  { label: 'String', value: 'java.lang.String' },
  { label: 'Integer', value: 'java.lang.Integer' },
  { label: 'Long', value: 'java.lang.Long' },
  { label: 'Double', value: 'java.lang.Double' },
  { label: 'BigDecimal', value: 'java.math.BigDecimal' },
  { label: 'Boolean', value: 'java.lang.Boolean' },
  { label: 'Date', value: 'java.util.Date' },
] as const;

export const COMPONENT_TYPES = ['input', 'textarea', 'select', 'tree', 'radio', 'checkbox', 'switch', 'date'] as const;
export const QUERY_TYPES = [
  'equal',
  'notequal',
  'gt',
  'ge',
  'lt',
  'le',
  'between',
  'like',
  'likeleft',
  'likeright',
] as const;

type Answer = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** A switch as Blade answers it: 1 on; 0, or -1 for null (null-to-empty), off. */
const flag = (value: unknown) => (Number(value) === 1 ? 1 : 0);

/** The entity class of a Java type name (LocalDateTime and LocalDate become Date, as Saber maps them). */
function entityOf(javaType: string): string {
  const name = /^Local(Date|DateTime)$/.test(javaType) ? 'Date' : javaType;
  return ENTITY_TYPES.find((type) => type.label === name)?.value ?? '';
}

export function rowFromAnswer(item: Answer, modelId: string): PrototypeRow {
  if (!text(item.jdbcName)) {
    const javaType = text(item.propertyType);
    return {
      modelId,
      jdbcName: text(item.name),
      jdbcType: text(item.type) || javaType,
      comment: text(item.comment),
      propertyName: text(item.propertyName),
      propertyEntity: entityOf(javaType),
      isList: 1,
      isForm: 1,
      isRow: 0,
      isRequired: 0,
      isQuery: 0,
      componentType: 'input',
      dictCode: '',
      queryType: '',
    };
  }
  return {
    id: text(item.id) || undefined,
    modelId,
    jdbcName: text(item.jdbcName),
    jdbcType: text(item.jdbcType),
    comment: text(item.comment ?? item.jdbcComment),
    propertyName: text(item.propertyName),
    propertyEntity: text(item.propertyEntity) || entityOf(text(item.propertyType)),
    isList: flag(item.isList),
    isForm: flag(item.isForm),
    isRow: flag(item.isRow),
    isRequired: flag(item.isRequired),
    isQuery: flag(item.isQuery),
    componentType: text(item.componentType) || 'input',
    dictCode: text(item.dictCode),
    queryType: text(item.queryType),
  };
}

/** True for a field the answer saved (it carries an id): the grid opened on saved fields. */
export const isSaved = (row: PrototypeRow) => row.id !== undefined;

/** What submit-list is sent for a row: propertyType is the entity class's short name, as Saber sets it. */
export const bodyOf = (row: PrototypeRow) => ({
  ...row,
  propertyType: ENTITY_TYPES.find((type) => type.value === row.propertyEntity)?.label ?? '',
});

/** What keeps a row from being saved: a blank property name, a search without its match. */
export const rowProblems = (row: PrototypeRow) => ({
  propertyName: row.propertyName.trim() === '',
  queryType: row.isQuery === 1 && row.queryType === '',
});
