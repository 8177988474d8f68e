/** A page's code chunk did not arrive within the configured time (spec §8: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

// What Chromium, Firefox, Safari and webpack-style loaders say when a dynamic import fails:
// usually the network, or a deployment that replaced the hashed file names under a running page.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}
