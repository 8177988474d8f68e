import { Switch } from 'antd';

type Props = { id?: string; disabled?: boolean; value: unknown; onChange: (value: number) => void };

/** An on/off field stored as 1/0. Its own chunk: only forms have switches, and a list is read before it is edited. */
export default function SwitchField({ id, disabled, value, onChange }: Props) {
  return (
    <Switch
      id={id}
      disabled={disabled}
      checked={value === 1 || value === '1' || value === true}
      onChange={(on) => onChange(on ? 1 : 0)}
    />
  );
}
