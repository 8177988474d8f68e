import { Badge, Button, Tooltip, type BadgeProps, type ButtonProps } from 'antd';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

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
  const ref = useRef<HTMLButtonElement>(null);
  // The dialog leaves the tree as it closes, before antd's modal could hand focus back: here it is.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      ref.current?.focus();
    }
  }, [open]);
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
