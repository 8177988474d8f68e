import { useDataProvider } from '@refinedev/core';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinPath } from '../../providers/endpoints';
import { isBladeHttpError } from '../../providers/http-error';
import type { ActionDialogProps } from '../../resources/types';
import { envelopeMessage, extensionOf, percentOf, saveFile } from './export-file';

type State = { phase: 'idle' } | { phase: 'running'; percent: number | null } | { phase: 'done'; name: string } | { phase: 'failed'; message: string };

/**
 * 导出: `GET user/export-user` with the list's filters, fetched as a file with a progress bar. An R
 * envelope in place of the file (no user_export button, a server fault) shows the server's message.
 */
export default function ExportDialog({ def, query, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<State>({ phase: 'idle' });

  const failed = (message: string | null) => setState({ phase: 'failed', message: message || t('user.exportFailed') });

  const start = async () => {
    setState({ phase: 'running', percent: 0 });
    try {
      const { data } = await dataProvider().custom!<Blob>({
        url: joinPath(def.api.base, 'export-user'),
        method: 'get',
        query,
        meta: {
          raw: true,
          request: { responseType: 'blob', silent: true, onDownloadProgress: (event: Parameters<typeof percentOf>[0]) => setState({ phase: 'running', percent: percentOf(event) }) },
        },
      });
      const refusal = await envelopeMessage(data);
      if (refusal !== null) return failed(refusal);
      const name = `${t('user.exportFileName')}.${extensionOf(data)}`;
      saveFile(data, name);
      setState({ phase: 'done', name });
    } catch (error) {
      failed(isBladeHttpError(error) ? ((await envelopeMessage(error.body)) ?? error.message) : null);
    }
  };

  const running = state.phase === 'running';
  return (
    <Modal
      open={open}
      title={t('user.exportTitle')}
      width={460}
      maskClosable={!running}
      closable={!running}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(false)}
      footer={[
        <Button key="close" disabled={running} onClick={() => setOpen(false)}>{t('crud.cancel')}</Button>,
        <Button key="start" type="primary" loading={running} onClick={start}>{t('user.exportStart')}</Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('user.exportHint')}</Typography.Paragraph>
      {state.phase !== 'idle' && (
        <Progress
          percent={state.phase === 'running' ? (state.percent ?? 50) : 100}
          status={state.phase === 'failed' ? 'exception' : state.phase === 'running' ? 'active' : 'success'}
          aria-label={t('user.export')}
        />
      )}
      {state.phase === 'done' && <Alert type="success" showIcon message={t('user.exportDone', { name: state.name })} />}
      {state.phase === 'failed' && <Alert type="error" showIcon message={state.message} />}
    </Modal>
  );
}
