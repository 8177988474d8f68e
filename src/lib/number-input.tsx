import { InputNumber, type InputNumberProps } from 'antd';

/**
 * antd's number input without its step arrows: rc-input-number names them "Increase Value" and
 * "Decrease Value" in English whatever the language, and no prop changes that. They are for the
 * mouse only; the arrow keys step the field, which is named in the user's language.
 */
export function NumberInput<T extends string | number = number>(props: InputNumberProps<T>) {
  return <InputNumber<T> controls={false} {...props} />;
}
