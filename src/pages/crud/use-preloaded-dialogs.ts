import { useEffect } from 'react';
import type { ResourceDef } from '../../resources/types';
import { preload } from './loaded-component';

/**
 * Fetches the code of a page's declared action dialogs while its list shows (a person reads the
 * list first), so that a click draws the dialog at once (CrudActionDialog).
 */
export function usePreloadedDialogs(def: ResourceDef) {
  useEffect(() => {
    for (const action of [...(def.rowActions ?? []), ...(def.toolbarActions ?? [])]) {
      // Not here (offline, a new build): the opening loads it again.
      if (action.dialog) preload(action.dialog);
    }
  }, [def]);
}
