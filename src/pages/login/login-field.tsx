import type { ReactNode } from 'react';

type Props = { id: string; label: string; error?: string; children: ReactNode };

/**
 * One labelled row of the login form, styled like an antd form item. The login page does its
 * own validation so that antd's Form (and its validator and tooltips) stay out of the first load.
 */
export function LoginField({ id, label, error, children }: Props) {
  return (
    <div className={`login-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="login-field-label">
        {label}
      </label>
      {children}
      <div className="login-field-error" role={error ? 'alert' : undefined} id={`${id}-error`}>
        {error}
      </div>
    </div>
  );
}
