import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ActionDialogProps, CustomAction, ResourceDef } from '../../resources/types';
import { CrudActionDialog } from './crud-action-dialog';
import type { OpenActionDialog } from './use-custom-actions';

type Loaded<P> = Readonly<Record<string, ComponentType<P>>>;
type Loaders<P> = readonly (readonly [key: string, load: () => Promise<{ default: ComponentType<P> }>])[];

/** Each module's component, by action key, once it is here (a failed fetch waits for the opening). */
function useLoaded<P>(loaders: Loaders<P>): Loaded<P> {
  const [loaded, setLoaded] = useState<Loaded<P>>({});
  useEffect(() => {
    let live = true;
    for (const [key, load] of loaders) {
      load().then(
        (module) => live && setLoaded((last) => ({ ...last, [key]: module.default })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [loaders]);
  return loaded;
}

/**
 * What the granted actions that declare `preload` need, fetched while the list shows (a person
 * reads the list first): each dialog's code, kept as its component once here, and the parts that
 * fetch what the dialogs read (drawn with the list; they show nothing).
 */
export function usePreloads(rowActions: CustomAction[], toolbarActions: CustomAction[]) {
  const [dialogLoaders, partLoaders] = useMemo(() => {
    const preloaded = [...new Set([...rowActions, ...toolbarActions])];
    return [
      preloaded.flatMap((action) => (action.preload && action.dialog ? [[action.key, action.dialog] as const] : [])),
      preloaded.flatMap((action) => (action.preload ? [[action.key, action.preload] as const] : [])),
    ];
  }, [rowActions, toolbarActions]);
  // The parts first: what they fetch is the slower half, and it starts once their small code is here.
  const parts = useLoaded(partLoaders);
  const dialogs = useLoaded(dialogLoaders);
  const drawn: ReactNode = Object.entries(parts).map(([key, Part]) => <Part key={key} />);
  return { dialogs, parts: drawn };
}

type Props = {
  def: ResourceDef;
  open: OpenActionDialog;
  onDone: (changed: boolean) => void;
  dialogs: Loaded<ActionDialogProps>;
};

/**
 * An action's dialog drawn directly when its code is here (`usePreloads`). Through
 * CrudActionDialog's lazy component it would suspend once even with the code loaded, and React
 * holds a suspended boundary's content back for up to 300 ms after its (empty) fallback showed:
 * the dialog opened a third of a second after the click.
 */
export function PreloadedActionDialog({ def, open, onDone, dialogs }: Props) {
  // A module's own component, kept in state since it arrived: the same one every render.
  const Dialog = open ? dialogs[open.action.key] : undefined;
  if (!open || !Dialog) return <CrudActionDialog def={def} open={open} onDone={onDone} />;
  return <Dialog def={def} rows={open.rows} query={open.query} onDone={onDone} />;
}
