import { Suspense, useEffect } from 'react';
import { useFirstScreenDrawn } from '../shell/first-screen';
import type { ResourceDef } from '../resources/types';
import type { DialogState } from './dialog-state';
import type { FormValues } from './form-options';
import { LoadedComponent, preload } from './loaded-component';

const loadForm = () => import('./crud-form-dialog');
const loadView = () => import('./crud-view-dialog');
// The switch control comes along: a form with one then opens with it drawn.
const loadSwitch = () => import('./switch-field');

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
 * form, and a page nobody edits renders no hidden form. The dialogs are not part of a list's
 * first load (a list is read before it is edited): their code is fetched once the list is on
 * screen, and drawn at once when it is here. Not while a reload's first screen is drawn: starting
 * three module graphs' fetches costs about 15 ms, in the same task as the first rows.
 */
export function CrudDialogs({ def, state, opening, onAdded, onClosed }: Props) {
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (!drawn) return;
    preload(loadForm);
    preload(loadView);
    preload(loadSwitch);
  }, [drawn]);
  if (!state) return null;
  const key = String(opening);
  return (
    <Suspense fallback={null}>
      {state.mode !== 'view' ? (
        <LoadedComponent key={key} load={loadForm} props={{ def, state, onAdded, onClosed }} />
      ) : def.viewDialog ? (
        // A declaration's own view dialog.
        <LoadedComponent
          key={key}
          load={def.viewDialog}
          props={{ def, rows: [state.row ?? { id: state.id }], query: {}, onDone: onClosed }}
        />
      ) : (
        <LoadedComponent key={key} load={loadView} props={{ def, id: state.id, row: state.row, onClosed }} />
      )}
    </Suspense>
  );
}
