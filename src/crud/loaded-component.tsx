import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A module whose default export is a component: a declared dialog, a drawer. */
type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
type Entry<P> = { lazy: LazyExoticComponent<ComponentType<P>>; loaded?: ComponentType<P> };

const entries = new WeakMap<Loader<never>, Entry<never>>();

/**
 * One fetch per loader, and the lazy component over it, made once outside any render; the
 * module's own export is kept once it is here. A failed fetch (offline, a new build) is
 * forgotten, so the next opening fetches again.
 */
function entryOf<P>(load: Loader<P>): Entry<P> {
  const known = entries.get(load as Loader<never>) as Entry<P> | undefined;
  if (known) return known;
  const fetched = load();
  const entry: Entry<P> = { lazy: lazy(() => fetched) };
  fetched.then(
    (module) => {
      entry.loaded = module.default;
    },
    () => entries.delete(load as Loader<never>),
  );
  entries.set(load as Loader<never>, entry as Entry<never>);
  return entry;
}

/** Fetches a module before it is drawn (while a list shows, say), so it opens at once. */
export function preload<P>(load: Loader<P>): void {
  entryOf(load);
}

/**
 * The default export of `load`'s module, drawn with `props`. Once the module is here it is drawn
 * directly: through `React.lazy` it would suspend once even when loaded, and React holds a
 * suspended boundary back up to 300 ms after its (empty) fallback. Before, the loader's lazy
 * component is (the nearest Suspense shows its fallback meanwhile). Which of the two is fixed for
 * the mount, so the component never changes under its state; another loader is another mount
 * (a `key`).
 */
export function LoadedComponent<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const [Component] = useState(() => {
    const entry = entryOf(load);
    return entry.loaded ?? entry.lazy;
  });
  return <Component {...props} />;
}
