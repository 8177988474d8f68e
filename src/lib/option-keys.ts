import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The arrow keys, Home and End for a listbox of option buttons, drawn as a grid or a row: one
 * Tab stop (the chosen option has tabIndex 0, the rest -1), and the arrows move focus among the
 * options; Enter or Space picks the focused one, as a button does.
 */
export function onOptionKeys(event: KeyboardEvent<HTMLElement>) {
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
  const at = options.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  let next: number;
  if (event.key in STEP) next = (at + STEP[event.key] + options.length) % options.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = options.length - 1;
  else return;
  event.preventDefault();
  options[next].focus();
}
