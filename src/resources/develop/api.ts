import { config } from '../../config';

// The code generator's calls beyond the declared CRUD (blade-develop: the database's tables, a
// model's columns, generating), and the management service's dictionary select its column grid
// offers. Paths relative to /api, as the http client and Refine's `custom` take them.
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
