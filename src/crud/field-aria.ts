/**
 * What antd's Form.Item hands its control for assistive technology: required, invalid, and the
 * id of the message under it. A control passes them on to the input a screen reader lands on.
 */
export type FieldAria = {
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/** Only the aria props of a control's props (the rest are its own). */
export const ariaOf = (props: FieldAria): FieldAria => ({
  'aria-required': props['aria-required'],
  'aria-invalid': props['aria-invalid'],
  'aria-describedby': props['aria-describedby'],
});
