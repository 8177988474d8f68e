import { InputNumber } from 'antd';

type Props = { id?: string; value?: number; onChange: (value: number | null) => void; disabled?: boolean; placeholder: string };

/** A number input. Its own chunk: rc-input-number and its decimal maths only load for entities with numbers. */
export default function NumberField({ id, value, onChange, disabled, placeholder }: Props) {
  return <InputNumber id={id} disabled={disabled} value={value} onChange={onChange} placeholder={placeholder} style={{ width: '100%' }} />;
}
