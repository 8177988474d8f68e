import { Button } from 'antd';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal';
import { LoadedComponent } from './loaded-component';
import type { DialogControl } from './use-action-dialog';

export type FrameProps = {
  dialog: DialogControl;
  title: ReactNode;
  width: number | string;
  className?: string;
  style?: CSSProperties;
  maskClosable?: boolean;
  /** The buttons under it; one 关闭 when none are given. */
  footer?: ReactNode[];
  children: ReactNode;
};

// Only what declares a drawer loads it.
const loadDrawer = () => import('./drawer-frame');

/**
 * The frame of a dialog with buttons of its own: a centred dialog, or a drawer from the right
 * (`variant`, a declaration's `dialog`), opened and closed alike.
 */
export function DialogFrame({ variant, footer, ...props }: FrameProps & { variant?: 'modal' | 'drawer' }) {
  const { t } = useTranslation();
  const buttons = footer ?? [
    <Button key="close" onClick={props.dialog.cancel}>
      {t('crud.close')}
    </Button>,
  ];
  if (variant !== 'drawer') return <ActionModal {...props} footer={buttons} />;
  return (
    <Suspense fallback={null}>
      <LoadedComponent load={loadDrawer} props={{ ...props, footer: buttons }} />
    </Suspense>
  );
}
