import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ActionDialogProps, CustomAction, ResourceDef } from '../../resources/types';
import type { OpenActionDialog } from './use-custom-actions';

// One lazy component per declared dialog, made once: its chunk loads with its first opening.
const loaded = new WeakMap<CustomAction, LazyExoticComponent<ComponentType<ActionDialogProps>>>();
const componentOf = (action: CustomAction) => {
  if (!action.dialog) return null;
  let component = loaded.get(action);
  if (!component) {
    component = lazy(action.dialog);
    loaded.set(action, component);
  }
  return component;
};

type Props = { def: ResourceDef; open: OpenActionDialog; onDone: (changed: boolean) => void };

/** The dialog of a row or toolbar action that declares its own, mounted while it is open. */
export function CrudActionDialog({ def, open, onDone }: Props) {
  const Dialog = open && componentOf(open.action);
  if (!open || !Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog def={def} rows={open.rows} query={open.query} onDone={onDone} />
    </Suspense>
  );
}
