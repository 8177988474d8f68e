import { useCallback, useRef, useState } from 'react';

export type LoginValues = {
  tenantId: string;
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
};
type Field = keyof LoginValues;
type Rules = Partial<Record<Field, string>>;

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
  const [errors, setErrors] = useState<Rules>({});
  // The messages follow the language; the setter stays the same function for children's effects.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const check = (field: Field, value: string) => {
    const message = rulesRef.current[field];
    return message && !value.trim() ? message : undefined;
  };
  const set = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: check(field, value) }));
  }, []);
  return {
    values,
    errors,
    set,
    /** Every rule checked at once, as a form does on submit; true when all pass. */
    validate(): boolean {
      const next = Object.fromEntries(
        (Object.keys(rulesRef.current) as Field[]).map((field) => [field, check(field, values[field])]),
      );
      setErrors(next);
      return Object.values(next).every((message) => !message);
    },
  };
}
