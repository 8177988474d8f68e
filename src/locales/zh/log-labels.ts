// The log screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (log.ts) come with their domain.
export const logMenu = { log: '日志管理', log_usual: '通用日志', log_api: '接口日志', log_error: '错误日志' };
export const logDict = {};
