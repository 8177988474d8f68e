import { useShow, type BaseRecord } from '@refinedev/core';
import { Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { CrudRecordView } from '../crud/crud-record-view';
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
  const [open, setOpen] = useState(true);
  const { query, result } = useShow<BaseRecord>({ resource: def.name, id, errorNotification: false });
  return (
    <Modal
      open={open}
      title={t('crud.viewTitle', { name: t(def.noun) })}
      width={def.dialogWidth ?? 820}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(false)}
      footer={<Button onClick={() => setOpen(false)}>{t('crud.close')}</Button>}
    >
      <Spin spinning={query.isLoading}>
        <CrudRecordView def={def} record={result ?? rows[0]} />
      </Spin>
      <ExpertVideos expertId={id} />
    </Modal>
  );
}
