import { idSequence } from './ids';
import { seedTime, lookup } from './seed-builders';
import { codeSeeds, modelSeeds } from './seed-data/develop-seeds';
import { tableInfoOf, tablesOf, type TableField } from './seed-data/develop-table-info';
import type { DevelopPrototypeRow } from './types-develop';
import type { StandinTables } from './types';

// The code generator's seed rows: models over the seeded datasources' tables, the saved fields
// of some, and the generator configurations. From an id range of its own.

/** A table column as a new field of a model: what Saber's grid starts from (every field listed and in the form). */
function prototypeOf(
  field: TableField,
  modelId: string,
): Omit<DevelopPrototypeRow, 'id' | 'createTime' | 'updateTime'> {
  const date = field.propertyType === 'LocalDateTime' || field.propertyType === 'LocalDate';
  return {
    modelId,
    jdbcName: field.name,
    jdbcType: field.type,
    comment: field.comment,
    propertyType: date ? 'Date' : field.propertyType,
    propertyEntity: date ? 'java.util.Date' : field.columnType.pkg,
    propertyName: field.propertyName,
    isList: 1,
    isForm: 1,
    isRow: 0,
    componentType: 'input',
    dictCode: '',
    isRequired: 0,
    isQuery: 0,
    queryType: '',
  };
}

/** Adds the develop screens' seed rows to `tables` (from an id range of its own, so other ids never move). */
export function addDevelopSeed(tables: StandinTables): void {
  const nextId = idSequence(1123598815795000001n);
  const datasourceIds = new Map(tables.datasources.map((row) => [row.name, row.id]));
  const modelIds = new Map<string, string>();
  modelSeeds.forEach(({ datasource, saved, ...seed }, index) => {
    const id = nextId();
    modelIds.set(seed.modelCode, id);
    const time = seedTime(200 + index);
    tables.developModels.push({
      ...seed,
      id,
      datasourceId: lookup(datasourceIds, datasource, 'datasource'),
      createTime: time,
      updateTime: time,
    });
    if (!saved) return;
    const info = tablesOf(datasource).find((table) => table.name === seed.modelTable);
    if (!info) throw new Error(`stand-in seed: no table ${seed.modelTable} in ${datasource}`);
    for (const field of tableInfoOf(info).fields) {
      tables.developPrototypes.push({
        ...prototypeOf(field, id),
        ...saved[field.name],
        id: nextId(),
        createTime: time,
        updateTime: time,
      });
    }
  });
  codeSeeds.forEach(({ model, subModel, ...seed }, index) => {
    const time = seedTime(210 + index);
    tables.developCodes.push({
      ...seed,
      id: nextId(),
      modelId: lookup(modelIds, model, 'model'),
      subModelId: subModel ? lookup(modelIds, subModel, 'model') : '',
      createTime: time,
      updateTime: time,
    });
  });
}
