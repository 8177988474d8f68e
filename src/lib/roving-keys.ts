import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The arrow keys, Home and End among a group's items (`selector`), drawn as a row or a grid: the
 * group is one Tab stop (one item has tabIndex 0, the rest -1) and the arrows move focus. For a
 * listbox of option buttons, Enter or Space then picks the focused one, as a button does.
 */
export function rovingKeys(selector: string) {
  return (event: KeyboardEvent<Element>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement | SVGElement>(selector)];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    let next: number;
    if (event.key in STEP) next = (at + STEP[event.key] + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    items[next].focus();
  };
}

/** For a listbox of option buttons. */
export const onOptionKeys = rovingKeys('[role="option"]');
