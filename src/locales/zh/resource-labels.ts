// The resource screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (resource.ts) come with their domain.
export const resourceMenu = {};
export const resourceDict = {};
