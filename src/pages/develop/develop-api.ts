import { config } from '../../config';

// The code generator's calls the develop pages make beyond the declared CRUD (blade-develop).
const develop = `/${config.services.develop}`;

export const developApi = {
  tableList: `${develop}/model/table-list`,
  tableInfo: `${develop}/model/table-info`,
  modelDetail: `${develop}/model/detail`,
  modelPrototype: `${develop}/model/model-prototype`,
  prototypeSelect: `${develop}/model-prototype/select`,
  submitList: `${develop}/model-prototype/submit-list`,
  genCode: `${develop}/code/gen-code`,
  dictSelect: `/${config.services.management}/dict/select`,
};

/** What table-list and table-info answer (MyBatis-Plus TableInfo, the parts read here). */
export type TableInfo = { name: string; comment: string; entityName: string };

/** A blank form value: none yet, so a pick may fill it in. */
export const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
