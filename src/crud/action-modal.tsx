import { Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogControl } from './use-action-dialog';

type Props = Omit<ModalProps, 'open' | 'afterClose'> & { dialog: DialogControl };

/**
 * A dialog of its own (a row or toolbar action's): antd's Modal opened and closed by its state
 * (`useActionDialog`), with 确定 / 取消 unless it names its buttons or draws its own footer.
 */
export function ActionModal({ dialog, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      onCancel={dialog.cancel}
      {...props}
      open={dialog.open}
      afterClose={dialog.onClosed}
    />
  );
}
