import { useEffect, useState, type ComponentType } from 'react';
import type { ActionDialogProps, CustomAction, ResourceDef } from '../../resources/types';
import { CrudActionDialog } from '../crud/crud-action-dialog';
import type { OpenActionDialog } from '../crud/use-custom-actions';

type Loaded = ReadonlyMap<CustomAction, ComponentType<ActionDialogProps>>;

/**
 * The code of the page's declared action dialogs, fetched while the list shows (a person reads
 * the list first). Each one is kept as its component once it is here.
 */
export function usePreloadedDialogs(def: ResourceDef): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(new Map());
  useEffect(() => {
    let live = true;
    const actions = new Set(
      [...(def.rowActions ?? []), ...(def.toolbarActions ?? [])].filter((action) => action.dialog),
    );
    for (const action of actions) {
      void action.dialog?.().then(
        (module) => live && setLoaded((last) => new Map(last).set(action, module.default)),
        // Not here yet (offline, a new build): the lazy path below loads it at the opening.
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [def]);
  return loaded;
}

type Props = { def: ResourceDef; open: OpenActionDialog; onDone: (changed: boolean) => void; loaded: Loaded };

/**
 * An action's dialog drawn directly when its code is here. Through CrudActionDialog's lazy
 * component it would suspend once even with the code loaded, and React holds a suspended
 * boundary's content back for up to 300 ms after its (empty) fallback showed: the dialog opened
 * a third of a second after the click.
 */
export function PreloadedActionDialog({ def, open, onDone, loaded }: Props) {
  const Dialog = open && loaded.get(open.action);
  if (!open || !Dialog) return <CrudActionDialog def={def} open={open} onDone={onDone} />;
  return <Dialog def={def} rows={open.rows} query={open.query} onDone={onDone} />;
}
