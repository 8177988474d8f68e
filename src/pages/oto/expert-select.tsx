import { Form } from 'antd';
import { useMemo } from 'react';
import { PickSelect } from '../../crud/pick-select';
import { useClearWhenChanged, withCurrent } from './dependent-pick';
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
  const orgId = Form.useWatch('orgId') as string | undefined;
  const experts = useOrgExperts(orgId || undefined);
  useClearWhenChanged(orgId, onChange);
  const options = useMemo(
    () => withCurrent(experts.options, current && { value: current.id, label: current.name }),
    [current, experts.options],
  );
  return (
    <PickSelect
      id={id}
      label="oto.consult.expert"
      disabled={!orgId}
      loading={experts.loading}
      options={orgId ? options : []}
      value={value}
      onChange={onChange}
    />
  );
}
