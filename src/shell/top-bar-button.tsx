import { Badge, Button, Tooltip, type BadgeProps, type ButtonProps } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';

type Props = Pick<ButtonProps, 'icon' | 'onClick'> & {
  label: string;
  testId?: string;
  badge?: BadgeProps;
  /** A dialog the button opens (a lazy one: fetched by the first click), given how to close it. */
  dialog?: (close: () => void) => ReactNode;
};

/** A top-bar icon button, named by its tooltip and, in the same words, to a screen reader. */
export function TopBarButton({ label, icon, onClick, testId, badge, dialog }: Props) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="text"
      icon={icon}
      aria-label={label}
      data-testid={testId}
      onClick={dialog ? () => setOpen(true) : onClick}
    />
  );
  return (
    <>
      <Tooltip title={label}>{badge ? <Badge {...badge}>{button}</Badge> : button}</Tooltip>
      {open && dialog && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
