// The log screens' words. `menu` and `dict` are merged into common's (menu labels by code,
// dictionary labels by code and key); the rest is this domain's own top-level key.
export const logMenu = {};
export const logDict = {};
export default {};
