import { getListboxItemId, KBAR_LISTBOX, useKBar, VisualState } from '@refinedev/kbar';

/**
 * The palette's search box. kbar's own KBarSearch clears the query in a mount effect; the
 * palette mounts from a subscription (not the key press), so that effect can run after the
 * box is focused and wipe the first key typed (seen in CI: 'te' became 'e'). Here the query is
 * cleared when the palette closes (MenuActions), so nothing is reset under a typing user.
 */
export function PaletteSearch({ placeholder }: { placeholder: string }) {
  const { query, search, activeIndex, showing } = useKBar((state) => ({
    search: state.searchQuery,
    activeIndex: state.activeIndex,
    showing: state.visualState === VisualState.showing,
  }));
  // kbar's callback ref for the box (a function, not a ref object read during render).
  const { inputRefSetter } = query;
  return (
    <input
      ref={inputRefSetter}
      autoFocus
      autoComplete="off"
      role="combobox"
      spellCheck={false}
      aria-expanded={showing}
      aria-controls={KBAR_LISTBOX}
      aria-activedescendant={getListboxItemId(activeIndex)}
      value={search}
      placeholder={placeholder}
      onChange={(event) => query.setSearch(event.target.value)}
      className="palette-input"
      data-testid="palette-input"
    />
  );
}
