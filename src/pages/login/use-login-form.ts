import { useCallback, useState } from 'react';

export type LoginValues = {
  tenantId: string;
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
};
type Field = keyof LoginValues;
type Rules = Partial<Record<Field, string>>;

const isBlank = (value: string) => !value.trim();

/** Values and required-field errors of the login form; `rules` maps a field to its message. */
export function useLoginForm(initial: Partial<LoginValues>, rules: Rules) {
  const [values, setValues] = useState<LoginValues>({
    tenantId: '',
    username: '',
    password: '',
    captchaKey: '',
    captchaCode: '',
    ...initial,
  });
  // Which fields were found empty (on typing, or on submit); the message is the rule's at render
  // time, so it follows the language, and the setter needs no rules: it stays the same function
  // for children's effects.
  const [blank, setBlank] = useState<Partial<Record<Field, boolean>>>({});
  const set = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setBlank((current) => ({ ...current, [field]: isBlank(value) }));
  }, []);
  const ruled = Object.keys(rules) as Field[];
  const errors: Rules = Object.fromEntries(ruled.filter((field) => blank[field]).map((field) => [field, rules[field]]));
  return {
    values,
    errors,
    set,
    /** Every rule checked at once, as a form does on submit; true when all pass. */
    validate(): boolean {
      const next = Object.fromEntries(ruled.map((field) => [field, isBlank(values[field])]));
      setBlank(next);
      return ruled.every((field) => !next[field]);
    },
  };
}
