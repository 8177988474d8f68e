import type { FormProps } from 'antd';
import type { FormValues } from './form-options';

/**
 * `useModalForm` / `useDrawerForm` rethrow a refused save from the form's onFinish (so the dialog
 * stays open); caught here, where antd would report it as an unhandled rejection. The request
 * layer has shown the server's message and the dialog keeps what was typed.
 */
export function saveKeepingInput(formProps: FormProps<FormValues>): FormProps<FormValues> {
  const { onFinish } = formProps;
  return {
    ...formProps,
    onFinish: (values) => {
      void Promise.resolve(onFinish?.(values)).catch(() => undefined);
    },
  };
}
