// The error log: what the shell and the routes wire (see each module for the details).
export { installErrorCapture } from './capture-errors';
export { ChunkLoadTimeoutError, isChunkLoadError } from './chunk-load-error';
export { PageErrorBoundary } from './error-boundary';
export { ErrorLogButton } from './error-log-button';
export { createErrorLogStore, errorLog, useErrorLog, type ErrorLogEntry, type ErrorLogStore } from './error-log-store';
export { lazyPage } from './lazy-page';
export { TabPageBoundary } from './tab-page-boundary';
