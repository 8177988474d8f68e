import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Modal, Space, Table, Typography } from 'antd';
import { ReadableTag } from '../../crud/readable-tag';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { HttpClient } from '../../providers/http';
import { toast } from '../../providers/toast';
import { ErrorLogDetail } from './error-log-detail';
import { useErrorLog, type ErrorLogEntry, type ErrorLogStore } from './error-log-store';

type Props = {
  open: boolean;
  onClose: () => void;
  http: Pick<HttpClient, 'post'>;
  store: ErrorLogStore;
  /** Where 上传 sends the log, relative to /api; '' where the gateway takes none (config.errorLogUpload). */
  uploadTo: string;
};

/** The local error log: the recorded entries, upload to the server, clear (spec §2, §8). */
export function ErrorLogDialog({ open, onClose, http, store, uploadTo }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const entries = useErrorLog(store);
  const [uploading, setUploading] = useState(false);

  const confirm = (content: string, onOk: () => Promise<void> | void) =>
    modal.confirm({
      title: t('errorLog.confirmTitle'),
      content,
      okText: t('errorLog.ok'),
      cancelText: t('errorLog.cancel'),
      onOk,
    });

  const upload = () =>
    confirm(t('errorLog.uploadConfirm'), async () => {
      const sent = store.list();
      setUploading(true);
      try {
        await http.post(uploadTo, sent);
      } catch {
        return; // the http client already showed why; the entries stay for another try
      } finally {
        setUploading(false);
      }
      // Errors recorded while the upload was on its way stay in the log.
      store.clear(sent);
      toast.show('success', t('errorLog.uploadSuccess'));
      onClose();
    });

  const clear = () =>
    confirm(t('errorLog.clearConfirm'), () => {
      store.clear();
      toast.show('success', t('errorLog.clearSuccess'));
    });

  const columns = useMemo<ColumnsType<ErrorLogEntry>>(
    () => [
      {
        key: 'type',
        dataIndex: 'type',
        title: t('errorLog.columns.type'),
        width: 80,
        render: (type: string) => <ReadableTag color="red">{type}</ReadableTag>,
      },
      { key: 'message', dataIndex: 'message', title: t('errorLog.columns.message'), ellipsis: true },
      { key: 'url', dataIndex: 'url', title: t('errorLog.columns.url'), width: 240, ellipsis: true },
      { key: 'time', dataIndex: 'time', title: t('errorLog.columns.time'), width: 170 },
    ],
    [t],
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('errorLog.title')}
      width={900}
      footer={null}
      destroyOnHidden
      className="error-log-dialog"
    >
      <Space className="error-log-toolbar" style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          disabled={!entries.length || !uploadTo}
          loading={uploading}
          onClick={upload}
        >
          {t('errorLog.upload')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={!entries.length} onClick={clear}>
          {t('errorLog.clear')}
        </Button>
        {!uploadTo && <Typography.Text type="secondary">{t('errorLog.uploadUnavailable')}</Typography.Text>}
      </Space>
      <Table<ErrorLogEntry>
        size="small"
        rowKey={(entry) => `${entry.time}|${entry.message}|${entries.indexOf(entry)}`}
        columns={columns}
        dataSource={entries as ErrorLogEntry[]}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorLog.empty')} /> }}
        expandable={{ expandedRowRender: (entry) => <ErrorLogDetail entry={entry} /> }}
        pagination={{
          pageSize: config.pageSize,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('errorLog.total', { total }),
        }}
      />
    </Modal>
  );
}
