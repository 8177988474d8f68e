import { CheckOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import type { PaletteEntry } from './palette-entries';
import type { PaletteRows } from './palette-rows';

export const PALETTE_LISTBOX = 'palette-listbox';
export const paletteOptionId = (index: number) => `palette-option-${index}`;

type Props = {
  results: PaletteRows;
  active: number;
  onHover: (index: number) => void;
  onPick: (entry: PaletteEntry) => void;
};

/** The palette's list: headings (菜单, 操作) and options; the active one kept in view. */
export function PaletteResults({ results, active, onHover, onPick }: Props) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active, results]);
  let index = -1;
  return (
    <div className="palette-results" role="listbox" id={PALETTE_LISTBOX} ref={list}>
      {results.rows.map((row) => {
        if ('heading' in row)
          return (
            <div key={`h-${row.heading}`} className="palette-section" role="presentation" data-testid="palette-section">
              {row.heading}
            </div>
          );
        const { entry } = row;
        const at = ++index;
        return (
          <div
            key={entry.id}
            id={paletteOptionId(at)}
            role="option"
            aria-selected={at === active}
            aria-checked={entry.checked}
            className={`palette-item${at === active ? ' is-active' : ''}`}
            data-testid="palette-item"
            // The caret stays in the box: a click picks without taking the focus.
            onMouseDown={(event) => event.preventDefault()}
            onPointerMove={() => at !== active && onHover(at)}
            onClick={() => onPick(entry)}
          >
            <span className="palette-icon">{entry.icon}</span>
            <span className="palette-name">{entry.name}</span>
            {entry.subtitle && <span className="palette-trail">{entry.subtitle}</span>}
            {entry.checked && <CheckOutlined className="palette-check" aria-hidden />}
          </div>
        );
      })}
    </div>
  );
}
