import { Suspense, useEffect, useMemo } from 'react';
import type { CustomAction } from '../resources/types';
import { LoadedComponent, preload } from './loaded-component';

/**
 * What the granted actions that declare `preload` need, fetched while the list shows (a person
 * reads the list first): each part that fetches what its dialog reads (drawn here, showing
 * nothing), then the dialog's code, which CrudActionDialog then draws at once.
 */
export function ActionPreloads({ actions }: { actions: readonly CustomAction[] }) {
  const preloaded = useMemo(() => actions.filter((action) => action.preload), [actions]);
  useEffect(() => {
    for (const action of preloaded) if (action.dialog) preload(action.dialog);
  }, [preloaded]);
  return (
    <Suspense fallback={null}>
      {preloaded.map(
        (action) => action.preload && <LoadedComponent key={action.key} load={action.preload} props={{}} />,
      )}
    </Suspense>
  );
}
