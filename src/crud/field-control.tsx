import { CalendarOutlined } from '@ant-design/icons';
import { Checkbox, Input, Radio, Select } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearable } from '../lib/use-clearable';
import type { FieldDef } from '../resources/types';
import { RANGE_WIDTH } from './date-format';
import { ariaOf, type FieldAria } from './field-aria';
import { inSentence } from './field-placeholder';
import { splitJoined } from './joined-value';
import { useDropUnfit, useOptionParams } from './use-dependent-options';
import { useFieldOptions } from './use-field-options';
import { PasswordInput } from '../lib/password-input';

// Pickers with heavy dependencies load with the first field that needs them.
const DateField = lazy(() => import('./date-field'));
const TreeField = lazy(() => import('./tree-field'));
const NumberField = lazy(() => import('./number-field'));
const IconField = lazy(() => import('./icon-field'));
const ImageField = lazy(() => import('./image-field'));
const SwitchField = lazy(() => import('./switch-field'));
// quill comes with it: only a form that shows rich text loads an editor.
const RichTextField = lazy(() => import('./rich-text-field'));

type Props = {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  range?: boolean;
  /** In a search form: a part of a value is enough, so no counter. */
  search?: boolean;
};

/** A single option's key as the options spell it: Blade's dictKey is text, the column a number (-1 = none). */
const asKey = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' || value === -1 ? undefined : String(value);

/** The input for one declared field; the form keeps the value in its wire shape. */
export function FieldControl(props: Props & FieldAria) {
  const { field, value, onChange, disabled, id, range, search } = props;
  const { t, i18n } = useTranslation();
  // Options that follow another field of the form (`options.query`: a user's roles, its tenant's).
  const params = useOptionParams(field);
  const state = useFieldOptions(field, params);
  const { options, loading } = state;
  const label = inSentence(t(field.label), i18n.language);
  const placeholder = t('crud.placeholder', { label });
  const selectPlaceholder = t('crud.selectPlaceholder', { label });
  const clearable = useClearable();
  const emit = (next: unknown) => onChange?.(field.joined && Array.isArray(next) ? next.join(',') : next);
  useDropUnfit(field, params, state, value, emit);
  // Required, invalid and its message, as Form.Item says them, on the input itself.
  const common = { id, disabled, ...ariaOf(props) };
  // A radio or checkbox group is a plain div, which may carry the message's id but not aria-required.
  const group = { id, disabled, 'aria-describedby': props['aria-describedby'] };

  switch (field.type) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={value as string}
          onChange={(e) => emit(e.target.value)}
          placeholder={placeholder}
          maxLength={field.maxLength}
          showCount={!search && field.maxLength !== undefined}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      );
    case 'number':
      return (
        <Suspense fallback={<Input disabled placeholder={placeholder} />}>
          <NumberField
            {...common}
            value={value as number}
            onChange={emit}
            placeholder={placeholder}
            money={field.display === 'money'}
          />
        </Suspense>
      );
    case 'switch':
      return (
        <Suspense fallback={null}>
          <SwitchField {...common} value={value} onChange={emit} />
        </Suspense>
      );
    case 'radio':
      return <Radio.Group {...group} value={asKey(value)} onChange={(e) => emit(e.target.value)} options={options} />;
    case 'checkbox':
      return <Checkbox.Group {...group} value={splitJoined(value)} onChange={emit} options={options} />;
    case 'password':
      return (
        <PasswordInput
          {...common}
          value={value as string}
          onChange={(e) => emit(e.target.value)}
          placeholder={placeholder}
          maxLength={field.maxLength}
          autoComplete="new-password"
        />
      );
    case 'icon':
      return (
        <Suspense fallback={<Input disabled placeholder={selectPlaceholder} />}>
          <IconField {...common} value={value as string | undefined} onChange={emit} placeholder={selectPlaceholder} />
        </Suspense>
      );
    case 'image':
      return (
        <Suspense fallback={<Input disabled placeholder={placeholder} />}>
          <ImageField {...common} value={value as string | undefined} onChange={emit} label={label} />
        </Suspense>
      );
    case 'rich-text':
      return (
        <Suspense fallback={<Input.TextArea disabled placeholder={placeholder} autoSize={{ minRows: 8 }} />}>
          <RichTextField
            {...common}
            value={value as string | undefined}
            onChange={emit}
            placeholder={placeholder}
            maxLength={field.maxLength}
          />
        </Suspense>
      );
    case 'date':
    case 'date-range':
      return (
        <Suspense fallback={<DateShape range={range} placeholder={placeholder} />}>
          <DateField {...common} value={value} onChange={emit} range={range} />
        </Suspense>
      );
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          loading={loading}
          mode={field.multiple ? 'multiple' : undefined}
          // Typing in a multiple select matches what the options say, not their ids.
          optionFilterProp="label"
          value={field.joined || field.multiple ? splitJoined(value) : asKey(value)}
          onChange={emit}
          options={options}
          placeholder={selectPlaceholder}
        />
      );
    case 'tree-select':
      return (
        <Suspense fallback={<Input disabled placeholder={selectPlaceholder} />}>
          <TreeField
            {...common}
            value={field.multiple ? splitJoined(value) : asKey(value)}
            onChange={emit}
            options={options}
            loading={loading}
            multiple={field.multiple}
            withAncestors={field.withAncestors}
            placeholder={selectPlaceholder}
          />
        </Suspense>
      );
    default:
      return (
        <Input
          {...common}
          value={value as string}
          onChange={(e) => emit(e.target.value)}
          placeholder={placeholder}
          // In a form a longer text is not cut short without a word: the input turns red and the
          // form's rule says the limit (form-rules.ts). A search box keeps the plain limit.
          {...(search ? { maxLength: field.maxLength } : field.maxLength ? { count: { max: field.maxLength } } : {})}
          allowClear={clearable}
        />
      );
  }
}

/**
 * A date field's shape while the picker's code is on its way: one box with the picker's calendar
 * mark and, for a range, its two ends, white and the picker's size, so the search form does not
 * change under the user when the picker arrives. Read-only: nothing typed here could be kept.
 */
function DateShape({ range, placeholder }: { range?: boolean; placeholder: string }) {
  const { t } = useTranslation();
  return (
    <Input
      readOnly
      className="date-shape"
      style={range ? { width: RANGE_WIDTH } : undefined}
      placeholder={range ? `${t('crud.startDate')}  →  ${t('crud.endDate')}` : placeholder}
      suffix={<CalendarOutlined aria-hidden />}
    />
  );
}
