import { Form, Select } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inSentence } from '../crud/field-placeholder';
import { useOrgExperts } from './use-org-experts';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The expert the record names now, shown even when no longer among the approved ones. */
  current?: { id: string; name: string };
};

/**
 * One of the approved experts of the organization picked in the same form (`orgId`, watched):
 * another organization, another choice, so the pick is cleared when the organization changes.
 */
export function ExpertSelect({ id, value, onChange, current }: Props) {
  const { t, i18n } = useTranslation();
  const orgId = Form.useWatch('orgId') as string | undefined;
  const experts = useOrgExperts(orgId || undefined);
  const lastOrg = useRef(orgId);
  useEffect(() => {
    if (lastOrg.current !== undefined && lastOrg.current !== orgId) onChange?.(undefined);
    lastOrg.current = orgId;
  }, [orgId, onChange]);
  const options = useMemo(
    () => (current && !experts.options.some((option) => option.value === current.id) ? [{ value: current.id, label: current.name }, ...experts.options] : experts.options),
    [current, experts.options],
  );
  return (
    <Select
      id={id}
      showSearch
      allowClear
      optionFilterProp="label"
      disabled={!orgId}
      loading={experts.loading}
      options={orgId ? options : []}
      value={value === undefined || value === null || value === '' ? undefined : String(value)}
      onChange={onChange}
      placeholder={t('crud.selectPlaceholder', { label: inSentence(t('oto.consult.expert'), i18n.language) })}
    />
  );
}
