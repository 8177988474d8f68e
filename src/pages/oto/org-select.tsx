import { Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { inSentence } from '../crud/field-placeholder';
import { useOrgList } from './use-org-list';

type Props = { id?: string; value?: string; onChange?: (value: string | undefined) => void; disabled?: boolean };

/**
 * The organization of a record, from the orgs the caller may see (`get-org-by-user`). An
 * organization's own staff have one: it is picked and fixed (the server would write theirs anyway).
 */
export function OrgSelect({ id, value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const { options, loading } = useOrgList();
  const only = options.length === 1 ? options[0].value : undefined;
  useEffect(() => {
    if (only && !value) onChange?.(only);
  }, [only, value, onChange]);
  return (
    <Select
      id={id}
      showSearch
      allowClear={!only}
      optionFilterProp="label"
      disabled={disabled || !!only}
      loading={loading}
      options={options}
      value={value === undefined || value === null || value === '' ? undefined : String(value)}
      onChange={onChange}
      placeholder={t('crud.selectPlaceholder', { label: inSentence(t('oto.common.org'), i18n.language) })}
    />
  );
}
