import { Switch } from 'antd';
import { ariaOf, type FieldAria } from './field-aria';

type Props = FieldAria & { id?: string; disabled?: boolean; value: unknown; onChange: (value: number) => void };

/** An on/off field stored as 1/0. Its own chunk: only forms have switches, and a list is read before it is edited. */
export default function SwitchField(props: Props) {
  const { id, disabled, value, onChange } = props;
  return (
    <Switch
      {...ariaOf(props)}
      id={id}
      disabled={disabled}
      checked={value === 1 || value === '1' || value === true}
      onChange={(on) => onChange(on ? 1 : 0)}
    />
  );
}
