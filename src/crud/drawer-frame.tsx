import { Drawer, Space } from 'antd';
import type { FrameProps } from './dialog-frame';

/** A dialog as a drawer from the right, for what declares one (`dialog: 'drawer'`); a chunk of its own. */
export default function DrawerFrame({ dialog, footer, children, ...props }: FrameProps) {
  return (
    <Drawer
      {...props}
      open={dialog.open}
      onClose={dialog.cancel}
      afterOpenChange={(open) => !open && dialog.onClosed()}
      footer={<Space className="crud-drawer-footer">{footer}</Space>}
    >
      {children}
    </Drawer>
  );
}
