import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inSentence } from './field-placeholder';

type Option = { value: string; label: string };

type Props = {
  id?: string;
  /** Locale key of the field's label: the placeholder asks to pick one (请选择…). */
  label: string;
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  options: Option[];
  loading?: boolean;
  disabled?: boolean;
  /** Said in place of the placeholder while the field this one follows is blank (请先选择数据源). */
  waiting?: string;
  notFoundContent?: ReactNode;
  allowClear?: boolean;
};

/** A select's value: nothing picked for a blank value, else the key as text. */
const picked = (value: unknown): string | undefined =>
  value === undefined || value === null || String(value).trim() === '' ? undefined : String(value);

/**
 * One pick among options found by what they say (typed to narrow): the form controls whose
 * options come from a call of their own, often following another field of the form (a city of
 * the province, the tables of the datasource, the experts of the organization).
 */
export function PickSelect({ id, label, value, onChange, options, loading, disabled, waiting, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      id={id}
      showSearch
      allowClear={rest.allowClear ?? true}
      optionFilterProp="label"
      disabled={disabled}
      loading={loading}
      options={options}
      notFoundContent={rest.notFoundContent}
      value={picked(value)}
      onChange={onChange}
      placeholder={waiting ?? t('crud.selectPlaceholder', { label: inSentence(t(label), i18n.language) })}
    />
  );
}
