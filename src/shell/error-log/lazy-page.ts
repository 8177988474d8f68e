import { lazy, type LazyExoticComponent } from 'react';
import { config } from '../../config';
import { ChunkLoadTimeoutError } from './chunk-load-error';

/** Whatever React.lazy accepts as a module's default export (React's own constraint). */
type PageComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/**
 * React.lazy whose import fails with ChunkLoadTimeoutError when the chunk has not arrived in
 * time, so a stalled download ends in the boundary's "reload" screen instead of a spinner forever.
 */
export function lazyPage<T extends PageComponent>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = config.chunkTimeoutMs,
): LazyExoticComponent<T> {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}
