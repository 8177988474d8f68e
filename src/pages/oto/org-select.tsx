import { useEffect } from 'react';
import { PickSelect } from '../../crud/pick-select';
import { useOrgList } from './use-org-list';

type Props = { id?: string; value?: string; onChange?: (value: string | undefined) => void; disabled?: boolean };

/**
 * The organization of a record, from the orgs the caller may see (`get-org-by-user`). An
 * organization's own staff have one: it is picked and fixed (the server would write theirs anyway).
 */
export function OrgSelect({ id, value, onChange, disabled }: Props) {
  const { options, loading } = useOrgList();
  const only = options.length === 1 ? options[0].value : undefined;
  useEffect(() => {
    if (only && !value) onChange?.(only);
  }, [only, value, onChange]);
  return (
    <PickSelect
      id={id}
      label="oto.common.org"
      allowClear={!only}
      disabled={disabled || !!only}
      loading={loading}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
