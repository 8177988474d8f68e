import { lazy, Suspense } from 'react';
import type { ResourceDef } from '../../resources/types';
import CrudFormModal from './crud-form-modal';
import { CrudViewDialog } from './crud-view-dialog';
import type { DialogState } from './dialog-state';
import type { FormValues } from './form-options';

// Only resources that declare a drawer load it.
const CrudFormDrawer = lazy(() => import('./crud-form-drawer'));

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
  if (!state) return null;
  const key = String(opening);
  if (state.mode === 'view') return <CrudViewDialog key={key} def={def} id={state.id} row={state.row} onClosed={onClosed} />;
  if (def.dialog === 'drawer') {
    return (
      <Suspense fallback={null}>
        <CrudFormDrawer key={key} def={def} state={state} onAdded={onAdded} onClosed={onClosed} />
      </Suspense>
    );
  }
  return <CrudFormModal key={key} def={def} state={state} onAdded={onAdded} onClosed={onClosed} />;
}
