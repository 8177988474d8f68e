import { SearchOutlined } from '@ant-design/icons';
import { useKBar } from '@refinedev/kbar';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTarget } from '../../providers/menu-types';
import { useSessionState } from '../../providers/session-context';
import { MenuIcon } from '../menu-icon';
import { matchActions, type PaletteEntry } from './palette-entries';
import { matchMenus } from './menu-matches';
import { paletteRows, type PaletteRows } from './palette-rows';
import { PALETTE_LISTBOX, paletteOptionId, PaletteResults } from './palette-results';
import { paletteRequests } from './palette-requests';

type Props = {
  /** The 操作 at the top level (usePaletteActions). */
  actions: PaletteEntry[];
  /** Runs a picked entry that has no choices under it; `go` opens a menu. */
  onPerform: (entry: PaletteEntry) => void;
  go: (path: string) => void;
};

/**
 * The search box and its results. The typed text is this component's own state, set in the
 * input's change handler: the box re-renders with every key in the same (synchronous) render, so
 * React never puts an older value back into it, and the results are computed from that text in
 * the same render. (kbar's searchQuery reached the box through a subscription flushed in a later,
 * non-urgent render: React restored the box to the stale value after each key, and a key typed
 * before that render was lost: 'orders' became 'res'. Its results were throttled too, so Enter
 * picked from the previous query's list.) Mounted only while the palette shows, so every opening
 * starts empty.
 */
export function PaletteBody({ actions, onPerform, go }: Props) {
  const { t, i18n } = useTranslation();
  const { menus } = useSessionState();
  const { query } = useKBar();
  // An opening asked for before the palette's code was in starts from what the early box holds.
  const [early] = useState(paletteRequests.early);
  const [text, setText] = useState(early.text);
  const [active, setActive] = useState(0);
  // A setting picked (切换主题): its choices replace the list until Backspace in an empty box.
  const [parent, setParent] = useState<PaletteEntry>();

  const resultsFor = useCallback(
    (value: string): PaletteRows => {
      if (parent) return paletteRows([{ heading: parent.name, entries: matchActions(parent.children ?? [], value) }]);
      const found = matchMenus(menus ?? [], value, t, i18n.language).map(({ item, label, trail }): PaletteEntry => ({
        id: `menu-${item.id}`,
        section: 'menus',
        name: label,
        subtitle: trail,
        icon: <MenuIcon source={item.source} />,
        perform: () => go(menuTarget(item)),
      }));
      return paletteRows([
        { heading: t('search.sections.menus'), entries: found },
        { heading: t('search.sections.actions'), entries: matchActions(actions, value) },
      ]);
    },
    [parent, menus, t, i18n.language, actions, go],
  );
  const results = useMemo(() => resultsFor(text), [resultsFor, text]);

  const pick = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    if (entry.children) {
      setParent(entry);
      setText('');
      setActive(
        Math.max(
          0,
          entry.children.findIndex((child) => child.checked),
        ),
      );
    } else onPerform(entry);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that pick a candidate of an input method (Chinese) are the IME's, not the list's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const count = results.entries.length;
    const step = (by: number) => {
      event.preventDefault();
      if (count) setActive((at) => (at + by + count) % count);
    };
    if (event.key === 'ArrowDown' || (event.ctrlKey && event.key === 'n')) step(1);
    else if (event.key === 'ArrowUp' || (event.ctrlKey && event.key === 'p')) step(-1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      // What is in the box now decides, whatever was rendered last.
      const value = event.currentTarget.value;
      pick(value === text ? results.entries[active] : resultsFor(value).entries[0]);
    } else if (event.key === 'Backspace' && parent && !event.currentTarget.value) {
      setParent(undefined);
      setActive(0);
    }
  };

  // The early box goes once this box has its text. An Enter pressed there runs the first result
  // for that text (one with choices under it, a setting, is left shown for the next Enter).
  useEffect(() => {
    paletteRequests.handed();
    const first = early.enter ? resultsFor(early.text).entries[0] : undefined;
    if (first && !first.children) onPerform(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the palette first shows
  }, []);

  // Every opening puts the caret in the box, however it was opened (a click on the top-bar box
  // would otherwise leave the focus on that button).
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <>
      <div className="palette-search">
        <SearchOutlined aria-hidden />
        {parent && <span className="palette-parent">{parent.name}</span>}
        <input
          ref={(element) => {
            input.current = element;
            // kbar puts the focus back here when a key is pressed elsewhere while it shows.
            query.inputRefSetter(element as HTMLInputElement);
          }}
          autoFocus
          autoComplete="off"
          role="combobox"
          spellCheck={false}
          aria-expanded
          aria-controls={PALETTE_LISTBOX}
          aria-activedescendant={results.entries.length ? paletteOptionId(active) : undefined}
          value={text}
          placeholder={parent ? undefined : t('search.inputPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="palette-input"
          data-testid="palette-input"
        />
      </div>
      {results.entries.length ? (
        <PaletteResults results={results} active={active} onHover={setActive} onPick={pick} />
      ) : (
        <div className="palette-empty">{t('search.empty')}</div>
      )}
    </>
  );
}
