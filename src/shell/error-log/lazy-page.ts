import { createElement, lazy, type ComponentProps, type ComponentType, type JSX } from 'react';
import { config } from '../../config';
import { ChunkLoadTimeoutError } from './chunk-load-error';

// Any component, as React.lazy itself accepts (its props are checked where the page is used).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

export type PageLoader<T extends AnyComponent> = ((props: ComponentProps<T>) => JSX.Element) & {
  /** Fetches the chunk ahead of need; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded page whose import fails with ChunkLoadTimeoutError when the chunk has not
 * arrived in time (a stalled download ends in the boundary's "reload" screen, not a spinner
 * forever). Once loaded (or preloaded) it renders directly: no suspense, so no fallback flash and
 * none of React's 300 ms fallback throttling on the way to an already downloaded page.
 */
export function lazyPage<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = config.chunkTimeoutMs,
): PageLoader<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const fetchModule = () =>
    (loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          loaded = module.default;
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          loading = undefined; // a later visit may try again
          reject(error);
        },
      );
    }));
  const Lazy = lazy(fetchModule);
  const Page = ((props: ComponentProps<T>) => createElement(loaded ?? Lazy, props)) as PageLoader<T>;
  Page.preload = () => fetchModule().then(() => undefined);
  return Page;
}
