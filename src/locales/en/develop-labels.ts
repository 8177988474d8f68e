// The develop screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (develop.ts) come with their domain.
export const developMenu = { tool: 'Dev tools', code: 'Code generator', model: 'Data models' };
export const developDict = {};
