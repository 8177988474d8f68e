// The log screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (log.ts) come with their domain.
export const logMenu = { log: 'Logs', log_usual: 'Usual logs', log_api: 'API logs', log_error: 'Error logs' };
export const logDict = {};
