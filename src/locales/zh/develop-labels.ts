// The develop screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (develop.ts) come with their domain.
export const developMenu = { tool: '研发工具', code: '代码生成', model: '数据模型' };
export const developDict = {};
