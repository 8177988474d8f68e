import { Form } from 'antd';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { FieldDef } from '../resources/types';
import { splitJoined } from './joined-value';
import type { FieldOption } from './option-query';
import { labelIndex } from './use-field-options';

// Options that follow another field of the form (`options.query`): the user form's roles, depts
// and posts are those of its 所属租户.

const NONE = '[]';

/**
 * The query params a field's option source takes from the form around it, blank ones left out;
 * undefined for a source that takes none, null until the form has been read (the first render:
 * no call goes out for params about to change). Watched with `preserve`, so a field the form does
 * not draw (the tenant, hidden from a tenant's own administrator) still counts with its value.
 */
export function useOptionParams(field: FieldDef): Record<string, string> | null | undefined {
  const query = field.options && 'url' in field.options ? field.options.query : undefined;
  // A string, so the form's other keystrokes do not make new params (and a new options call).
  const watched = Form.useWatch(
    (values: Record<string, unknown> | undefined) =>
      query
        ? JSON.stringify(
            Object.entries(query)
              .map(([param, name]) => [
                param,
                values?.[name] === undefined || values?.[name] === null ? '' : String(values[name]).trim(),
              ])
              .filter(([, value]) => value !== ''),
          )
        : NONE,
    { preserve: true },
  );
  return useMemo(
    () =>
      !query
        ? undefined
        : watched === undefined
          ? null
          : (Object.fromEntries(JSON.parse(watched) as [string, string][]) as Record<string, string>),
    [query, watched],
  );
}

const picks = (value: unknown): string[] =>
  Array.isArray(value) || typeof value === 'string'
    ? splitJoined(value)
    : value === undefined || value === null
      ? []
      : [String(value)];

/**
 * After the params change (another tenant picked) and the new options have arrived, the picks they
 * no longer hold are dropped: a role of the old tenant is not sent for the new one.
 */
export function useDropUnfit(
  field: FieldDef,
  params: Record<string, string> | null | undefined,
  state: { options: FieldOption[]; fetching: boolean },
  value: unknown,
  change: (next: unknown) => void,
) {
  const key = params ? JSON.stringify(params) : '';
  const checked = useRef(key);
  const { options, fetching } = state;
  // What is picked now, read when the new options are in: a pick does not start a check.
  const dropUnfit = useEffectEvent((known: Map<string, string>) => {
    const picked = picks(value);
    const kept = picked.filter((each) => known.has(each));
    if (kept.length < picked.length) change(field.multiple || field.joined ? kept : undefined);
  });
  // Only a change of the params (with its answer) starts a check.
  useEffect(() => {
    if (!key || checked.current === key || fetching) return;
    checked.current = key;
    dropUnfit(labelIndex(options));
  }, [key, fetching, options]);
}
