import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inSentence } from '../crud/field-placeholder';
import { pickedValue, useClearWhenChanged, withCurrent } from './dependent-pick';
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
  useClearWhenChanged(orgId, onChange);
  const options = useMemo(
    () => withCurrent(experts.options, current && { value: current.id, label: current.name }),
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
      value={pickedValue(value)}
      onChange={onChange}
      placeholder={t('crud.selectPlaceholder', { label: inSentence(t('oto.consult.expert'), i18n.language) })}
    />
  );
}
