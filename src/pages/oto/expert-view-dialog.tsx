import { useShow, type BaseRecord } from '@refinedev/core';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { CrudRecordView } from '../../crud/crud-record-view';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import { ExpertVideos } from './expert-videos';
import './expert-view.css';

/**
 * 查看 of an expert (专家管理: detail?id=, 机构专家: detail?orgExpertId=, as the declaration says):
 * the declared fields (photo, labels of provinces and subject types, the audit) and the
 * introduction videos, playable in place.
 */
export default function ExpertViewDialog({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const id = String(rows[0].id);
  const dialog = useActionDialog(onDone);
  const { query, result } = useShow<BaseRecord>({ resource: def.name, id, errorNotification: false });
  return (
    <DialogFrame dialog={dialog} title={t('crud.viewTitle', { name: t(def.noun) })} width={def.dialogWidth ?? 820}>
      <Spin spinning={query.isLoading}>
        <CrudRecordView def={def} record={result ?? rows[0]} />
      </Spin>
      <ExpertVideos expertId={id} />
    </DialogFrame>
  );
}
