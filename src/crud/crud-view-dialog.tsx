import { useShow, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasDetail } from '../providers/endpoints';
import type { ResourceDef } from '../resources/types';
import { CrudRecordView } from './crud-record-view';
import { DialogFrame } from './dialog-frame';
import { useActionDialog } from './use-action-dialog';

type ViewDialogProps = { def: ResourceDef; id: BaseKey; row?: BaseRecord; onClosed: () => void };

/** One record, read-only (Refine's `useShow` loads its detail), in a dialog or the declared drawer. */
export default function CrudViewDialog({ def, id, row, onClosed }: ViewDialogProps) {
  const { t } = useTranslation();
  const detailed = hasDetail(def.api);
  // Without a detail call the list row is the record.
  const { query, result } = useShow<BaseRecord>({
    resource: def.name,
    id,
    errorNotification: false,
    queryOptions: { enabled: detailed },
  });
  const dialog = useActionDialog(onClosed);
  return (
    <DialogFrame
      dialog={dialog}
      variant={def.dialog}
      title={t('crud.viewTitle', { name: t(def.noun) })}
      width={def.dialogWidth ?? 720}
    >
      <Spin spinning={detailed && query.isLoading}>
        <CrudRecordView def={def} record={detailed ? result : row} />
      </Spin>
    </DialogFrame>
  );
}
