import type { CodeRow } from '../src/resources/develop/code';
import type { ModelRow } from '../src/resources/develop/model';

// The stand-in's tables of the code generator (blade-develop: blade_model, blade_model_prototype,
// blade_code). All of it is the platform's (like blade_datasource): no tenantId. Filled in by its
// seed (seed-develop.ts).

/** A data model: a physical table of a datasource, named for the generator (BaseEntity). */
export type DevelopModelRow = ModelRow;

/**
 * One field of a model as the generator renders it. `comment` is Saber's prop (fcb column
 * `comment`; BX34's Java field is jdbcComment). The switches are 0/1.
 */
export type DevelopPrototypeRow = {
  id: string;
  modelId: string;
  jdbcName: string;
  jdbcType: string;
  comment: string;
  propertyType: string;
  propertyEntity: string;
  propertyName: string;
  isList: number;
  isForm: number;
  isRow: number;
  componentType: string;
  dictCode: string;
  isRequired: number;
  isQuery: number;
  queryType: string;
  createTime: string;
  updateTime: string;
};

/**
 * A generator configuration (BX34's Code) as stored: blade_code has no create/update time, the
 * stand-in keeps them for its own bookkeeping and never answers them.
 */
export type DevelopCodeRow = CodeRow & { createTime: string; updateTime: string };

export type DevelopTables = {
  developModels: DevelopModelRow[];
  developPrototypes: DevelopPrototypeRow[];
  developCodes: DevelopCodeRow[];
};

export const emptyDevelopTables = (): DevelopTables => ({ developModels: [], developPrototypes: [], developCodes: [] });
