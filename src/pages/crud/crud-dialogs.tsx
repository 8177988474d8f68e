import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { BaseKey, BaseRecord } from '@refinedev/core';
import type { ActionDialogProps, ResourceDef } from '../../resources/types';
import type { FormDialogProps } from './crud-form-modal';
import type { DialogState } from './dialog-state';
import type { FormValues } from './form-options';

// Only resources that declare a drawer load it.
const CrudFormDrawer = lazy(() => import('./crud-form-drawer'));

type ViewProps = { def: ResourceDef; id: BaseKey; row?: BaseRecord; onClosed: () => void };

// A declaration's own view dialog (`viewDialog`), one lazy component per resource.
const ownViews = new Map<string, LazyExoticComponent<ComponentType<ActionDialogProps>>>();
function ownViewOf(def: ResourceDef) {
  if (!def.viewDialog) return undefined;
  let view = ownViews.get(def.name);
  if (!view) {
    view = lazy(def.viewDialog);
    ownViews.set(def.name, view);
  }
  return view;
}

type Parts = { Form: ComponentType<FormDialogProps>; View: ComponentType<ViewProps> };

// The add/edit and view dialogs are not part of a list's first load (a list is read before it is
// edited): their code is fetched when the list mounts and drawn directly once here. Drawn through
// React.lazy they would suspend once even when loaded, and React holds a suspended boundary back
// up to 300 ms: the dialog would open late.
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

function loadParts(): Promise<Parts> {
  // The switch control comes along: a form with one then opens with it drawn.
  loading ??= Promise.all([import('./crud-form-modal'), import('./crud-view-dialog'), import('./switch-field')]).then(
    ([form, view]) => {
      parts = { Form: form.default, View: view.CrudViewDialog };
      return parts;
    },
  );
  // A failed fetch (offline, a new build) may be tried again at the next mount.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function useParts(): Parts | null {
  const [here, setHere] = useState(parts);
  useEffect(() => {
    if (here) return;
    let live = true;
    loadParts().then(
      (loaded) => live && setHere(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [here]);
  return here;
}

type Props = {
  def: ResourceDef;
  state: DialogState;
  /** Counts openings: a dialog opened while the last one still fades out is a new one. */
  opening: number;
  onAdded: (values: FormValues) => void;
  onClosed: () => void;
};

/**
 * The open dialog of a list page, mounted while it is open: each opening starts from a fresh
 * form, and a page nobody edits renders no hidden form.
 */
export function CrudDialogs({ def, state, opening, onAdded, onClosed }: Props) {
  const loaded = useParts();
  if (!state || !loaded) return null;
  const { Form, View } = loaded;
  const key = String(opening);
  if (state.mode === 'view') {
    const OwnView = ownViewOf(def);
    if (!OwnView) return <View key={key} def={def} id={state.id} row={state.row} onClosed={onClosed} />;
    return (
      <Suspense fallback={null}>
        <OwnView key={key} def={def} rows={[state.row ?? { id: state.id }]} query={{}} onDone={onClosed} />
      </Suspense>
    );
  }
  if (def.dialog === 'drawer') {
    return (
      <Suspense fallback={null}>
        <CrudFormDrawer key={key} def={def} state={state} onAdded={onAdded} onClosed={onClosed} />
      </Suspense>
    );
  }
  return <Form key={key} def={def} state={state} onAdded={onAdded} onClosed={onClosed} />;
}
