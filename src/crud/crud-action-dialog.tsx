import { Suspense } from 'react';
import type { ResourceDef } from '../resources/types';
import { LoadedComponent } from './loaded-component';
import type { OpenActionDialog } from './use-custom-actions';

type Props = { def: ResourceDef; open: OpenActionDialog; onDone: (changed: boolean) => void };

/**
 * The dialog of a row or toolbar action that declares its own, mounted while it is open: its
 * chunk loads with its first opening (or earlier, `ActionPreloads`), and once here it is
 * drawn at once.
 */
export function CrudActionDialog({ def, open, onDone }: Props) {
  if (!open?.action.dialog) return null;
  return (
    <Suspense fallback={null}>
      <LoadedComponent
        key={open.action.key}
        load={open.action.dialog}
        props={{ def, rows: open.rows, query: open.query, onDone }}
      />
    </Suspense>
  );
}
