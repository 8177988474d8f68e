import { Drawer } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  width: number;
  footer: ReactNode;
  onClose: () => void;
  onClosed: () => void;
  children: ReactNode;
};

/** The view of a record in a drawer, for resources that declare one; a chunk of its own. */
export default function CrudViewDrawer({ open, title, width, footer, onClose, onClosed, children }: Props) {
  return (
    <Drawer
      open={open}
      title={title}
      width={width}
      footer={footer}
      onClose={onClose}
      afterOpenChange={(next) => !next && onClosed()}
    >
      {children}
    </Drawer>
  );
}
