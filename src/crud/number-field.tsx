import { NumberInput } from '../lib/number-input';
import { ariaOf, type FieldAria } from './field-aria';

type Props = FieldAria & {
  id?: string;
  value?: number;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  placeholder: string;
  /** Yuan: two decimals, ¥ before (a floor is the field's `min` rule, said at the field). */
  money?: boolean;
};

/** A number input. Its own chunk: rc-input-number and its decimal maths only load for entities with numbers. */
export default function NumberField(props: Props) {
  const { id, value, onChange, disabled, placeholder, money } = props;
  const amount = money ? { precision: 2, prefix: '¥' } : {};
  return (
    <NumberInput
      {...ariaOf(props)}
      id={id}
      disabled={disabled}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      style={{ width: '100%' }}
      {...amount}
    />
  );
}
