import type { FormRule as Rule } from 'antd';
import type { FieldDef } from '../resources/types';

// The antd rules of a declared field, shared by every add/edit form (generic and bespoke).

/**
 * When a field is checked: a "blur" rule (spec: 'please input dictionary code', on blur) as it
 * loses focus and as it changes, a "change" rule as it changes. Set on the Form.Item: a rule-level
 * validateTrigger makes antd fail `required` on a filled number (sort) or a 0/1 radio.
 */
export const triggersOf = (field: FieldDef): string[] =>
  field.rules?.some((rule) => 'required' in rule && rule.trigger === 'blur') ? ['onChange', 'onBlur'] : ['onChange'];

type Translate = (key: string, values?: Record<string, number | string>) => string;

/** antd rules of a field, with the spec's messages (locale keys translated by `t`). */
export function rulesOf(field: FieldDef, t: Translate): Rule[] {
  return [...declaredRules(field, t), ...lengthRule(field, t)];
}

/** Fields typed on one line, whose input does not cut a longer text short (field-control.tsx). */
const ONE_LINE = new Set<FieldDef['type']>([undefined, 'text']);

/** A one-line text's column limit (`maxLength`), said in the words the stand-in refuses it with. */
function lengthRule(field: FieldDef, t: Translate): Rule[] {
  const max = field.maxLength;
  if (max === undefined || !ONE_LINE.has(field.type)) return [];
  const message = t('crud.tooLong', { label: t(field.label), max });
  return [
    {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || [...value].length <= max ? Promise.resolve() : Promise.reject(new Error(message)),
    },
  ];
}

function declaredRules(field: FieldDef, t: Translate): Rule[] {
  return (field.rules ?? []).map((rule): Rule => {
    const message =
      'min' in rule
        ? t(rule.message, { min: rule.min })
        : 'max' in rule
          ? t(rule.message, { max: rule.max })
          : t(rule.message);
    if ('required' in rule && rule.when) {
      const { field: other, values } = rule.when;
      // Evaluated with the form, so the label's required mark follows the other field too.
      return ({ getFieldValue }) => ({ required: values.includes(String(getFieldValue(other) ?? '')), message });
    }
    if ('required' in rule) return { required: true, message };
    if ('pattern' in rule) return { pattern: rule.pattern, message };
    if ('len' in rule) return { len: rule.len, message };
    if ('matches' in rule) {
      const other = rule.matches;
      // Blank is the required rule's to report; a value must equal the other field's.
      return ({ getFieldValue }) => ({
        validator: (_rule, value) =>
          !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
      });
    }
    // A number's value, else a text's length in characters (what the stand-in measures too).
    const bound = 'min' in rule ? { min: rule.min } : { max: rule.max };
    if (field.type === 'number') return { type: 'number', ...bound, message };
    return {
      validator: (_rule, value: unknown) => {
        if (typeof value !== 'string' || value === '') return Promise.resolve();
        // Characters, not UTF-16 units, as the stand-in's field-checks.ts counts them (not imported:
        // the list page would fetch the stand-in's module as a chunk of its own on every reload).
        const length = [...value].length;
        const fits = 'min' in rule ? length >= rule.min : length <= rule.max;
        return fits ? Promise.resolve() : Promise.reject(new Error(message));
      },
    };
  });
}

/**
 * A confirmation is checked again when the field it must match changes; a rule required `when`
 * another field holds a value, when that field changes.
 */
export const dependenciesOf = (field: FieldDef) =>
  (field.rules ?? []).flatMap((rule) =>
    'matches' in rule ? [rule.matches] : 'required' in rule && rule.when ? [rule.when.field] : [],
  );
