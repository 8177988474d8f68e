// resize-observer-polyfill answers with the browser's own ResizeObserver wherever there is one, and
// every browser the build targets (es2022) has it: its 6 KB minified polyfill left the console's
// frame (scripts/dependency-shims-plugin.ts).
export default globalThis.ResizeObserver;
