import { developCatalogue, type TableSeed } from './develop-tables';

// A catalogue table as the MyBatis-Plus generator's TableInfo answers it (what BladeX's
// table-list, table-info and model-prototype return): camelCase property names, the Java type of
// each column (MP's defaults: datetime → LocalDateTime, date → LocalDate), and BladeX's entity
// name (the table's first segment dropped: blade_notice → Notice).

type ColumnType = { type: string; pkg: string };
export type TableField = {
  name: string;
  type: string;
  comment: string;
  propertyName: string;
  propertyType: string;
  keyFlag: boolean;
  columnType: ColumnType;
};
export type TableInfo = { name: string; comment: string; entityName: string; fields: TableField[] };

const javaTypes: readonly (readonly [RegExp, ColumnType])[] = [
  [/^(bigint|int8)/, { type: 'Long', pkg: 'java.lang.Long' }],
  [/^(tinyint|smallint|mediumint|int|int2|int4|integer)\b/, { type: 'Integer', pkg: 'java.lang.Integer' }],
  [/^(decimal|numeric)/, { type: 'BigDecimal', pkg: 'java.math.BigDecimal' }],
  [/^(double|float)/, { type: 'Double', pkg: 'java.lang.Double' }],
  [/^(bit|bool)/, { type: 'Boolean', pkg: 'java.lang.Boolean' }],
  [/^(datetime|timestamp)/, { type: 'LocalDateTime', pkg: 'java.time.LocalDateTime' }],
  [/^date\b/, { type: 'LocalDate', pkg: 'java.time.LocalDate' }],
];
const STRING: ColumnType = { type: 'String', pkg: 'java.lang.String' };

const javaTypeOf = (jdbcType: string): ColumnType =>
  javaTypes.find(([pattern]) => pattern.test(jdbcType))?.[1] ?? STRING;

/** snake_case → camelCase (release_time → releaseTime). */
const camelCase = (name: string): string =>
  name.toLowerCase().replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

const pascalCase = (name: string): string => camelCase(name).replace(/^./, (first) => first.toUpperCase());

/** BladeX's entity name of a table: its first segment dropped when it has one (oto_order_info → OrderInfo). */
const entityNameOf = (tableName: string): string =>
  tableName.includes('_') ? pascalCase(tableName.slice(tableName.indexOf('_') + 1)) : pascalCase(tableName);

export function tableInfoOf(seed: TableSeed): TableInfo {
  return {
    name: seed.name,
    comment: seed.comment,
    entityName: entityNameOf(seed.name),
    fields: seed.columns.map(([name, type, comment], index) => {
      const columnType = javaTypeOf(type);
      return {
        name,
        type,
        comment,
        propertyName: camelCase(name),
        propertyType: columnType.type,
        keyFlag: index === 0,
        columnType,
      };
    }),
  };
}

/** The tables of the datasource named `name` (none for one the catalogue does not know). */
export const tablesOf = (name: string | undefined): readonly TableSeed[] =>
  name ? (developCatalogue[name] ?? []) : [];
