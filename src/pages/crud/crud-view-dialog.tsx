import { useModal } from '@refinedev/antd';
import { useShow, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button, Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { hasDetail } from '../../providers/endpoints';
import type { ResourceDef } from '../../resources/types';
import { CrudRecordView } from './crud-record-view';

// Only resources that declare a drawer load it.
const ViewDrawer = lazy(() => import('./crud-view-drawer'));

type Props = { def: ResourceDef; id: BaseKey; row?: BaseRecord; onClosed: () => void };

/** One record, read-only (Refine's `useShow` loads its detail), in a dialog or the declared drawer. */
export function CrudViewDialog({ def, id, row, onClosed }: Props) {
  const { t } = useTranslation();
  const detailed = hasDetail(def.api);
  // Without a detail call the list row is the record.
  const { query, result } = useShow<BaseRecord>({
    resource: def.name,
    id,
    errorNotification: false,
    queryOptions: { enabled: detailed },
  });
  const { modalProps, close } = useModal({ modalProps: { open: true } });
  const title = t('crud.viewTitle', { name: t(def.noun) });
  const body = (
    <Spin spinning={detailed && query.isLoading}>
      <CrudRecordView def={def} record={detailed ? result : row} />
    </Spin>
  );
  const footer = <Button onClick={close}>{t('crud.close')}</Button>;
  if (def.dialog === 'drawer') {
    return (
      <Suspense fallback={null}>
        <ViewDrawer
          open={!!modalProps.open}
          title={title}
          width={def.dialogWidth ?? 720}
          footer={footer}
          onClose={close}
          onClosed={onClosed}
        >
          {body}
        </ViewDrawer>
      </Suspense>
    );
  }
  return (
    // Only open and onCancel: Refine's modalProps also carry antd's deprecated `visible`.
    <Modal
      open={modalProps.open}
      onCancel={modalProps.onCancel}
      title={title}
      width={def.dialogWidth ?? 720}
      footer={footer}
      afterClose={onClosed}
    >
      {body}
    </Modal>
  );
}
