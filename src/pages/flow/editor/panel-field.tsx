import { Form, Input } from 'antd';
import { useId } from 'react';

type PanelFieldProps = {
  label: string;
  /** The element's value now; the field starts from it. */
  value: string;
  onCommit: (text: string) => void;
  help?: string;
  error?: string;
  multiline?: boolean;
  testId?: string;
};

/**
 * One property of the selected element: typed freely, written to the diagram when the field is
 * left or Enter is pressed (one undo step per edit, not per key). A click on 保存 leaves the field
 * first, so what was typed is saved. The panel remounts it when the element changes.
 */
export function PanelField({ label, value, onCommit, help, error, multiline, testId }: PanelFieldProps) {
  const commit = (text: string) => {
    if (text !== value) onCommit(text);
  };
  // No form field name here (the diagram holds the value), so the label and help are tied to the
  // control by hand, for a screen reader to say them.
  const id = useId();
  const note = error ?? help;
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note ? `${id}-help` : undefined,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      help={note && <span id={`${id}-help`}>{note}</span>}
      validateStatus={error ? 'error' : undefined}
    >
      {multiline ? (
        <Input.TextArea
          {...aria}
          defaultValue={value}
          autoSize={{ minRows: 2, maxRows: 6 }}
          data-testid={testId}
          onBlur={(event) => commit(event.target.value)}
        />
      ) : (
        <Input
          {...aria}
          defaultValue={value}
          data-testid={testId}
          onBlur={(event) => commit(event.target.value)}
          onPressEnter={(event) => commit(event.currentTarget.value)}
        />
      )}
    </Form.Item>
  );
}
