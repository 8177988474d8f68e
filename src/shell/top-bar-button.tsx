import { Badge, Button, Tooltip, type BadgeProps, type ButtonProps } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useFocusReturn } from './use-popup-focus';

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
  // The dialog leaves the tree as it closes, before antd's modal could hand focus back.
  const ref = useFocusReturn(open);
  const button = (
    <Button
      ref={ref}
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
