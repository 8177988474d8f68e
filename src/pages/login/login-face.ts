import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { LoginValues } from './use-login-form';

/** What the visitor did on /login's face (index.html, scripts/login-face-plugin.ts) before the app was in. */
type LoginFace = {
  values: Partial<LoginValues>;
  /** The field that had the caret, and where in it. */
  focused?: { id: string; start: number | null; end: number | null };
  /** Enter or the button was pressed: the app submits once it is in. */
  submitted: boolean;
};

const fieldOf = (id: string) => id.replace(/^login-/, '') as keyof LoginValues;

/** Reads the face while it is still in #root (the first render's commit replaces it). */
function readLoginFace(): LoginFace | undefined {
  const page = document.querySelector('[data-login-face]');
  if (!page) return undefined;
  const inputs = [...page.querySelectorAll<HTMLInputElement>('input[id^="login-"]')];
  const values = Object.fromEntries(inputs.map((input) => [fieldOf(input.id), input.value]));
  const active = inputs.find((input) => input === document.activeElement);
  return {
    values,
    focused: active && { id: active.id, start: active.selectionStart, end: active.selectionEnd },
    submitted: !!page.querySelector('form[data-submitted]'),
  };
}

/**
 * The login page's first render takes over its face: what was typed (or filled in by the
 * browser) becomes the form's values and the caret goes back where it was. Returns what the
 * visitor did there (nothing when there was no face).
 */
export function useLoginFace(form: RefObject<HTMLFormElement | null>): Omit<LoginFace, 'focused'> | undefined {
  const [face] = useState(readLoginFace);
  useLayoutEffect(() => {
    const focused = face?.focused;
    if (!focused) return;
    const input = form.current?.querySelector(`[id="${focused.id}"]`);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(focused.start, focused.end);
  }, [face, form]);
  return face;
}

/** Makes the submit pressed on the face, once `now` (it never turns back). */
export function useFaceSubmit(form: RefObject<HTMLFormElement | null>, now: boolean) {
  useEffect(() => {
    if (now) form.current?.requestSubmit();
  }, [form, now]);
}
