import { useCustom, useDataProvider, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinPath, resolveEndpoints } from '../../providers/endpoints';
import type { ActionDialogProps } from '../../resources/types';
import { useOptionLabels } from '../crud/use-option-labels';
import { saveFile } from '../user/export-file';
import { csvText } from './csv-file';

type Page = { records: BaseRecord[]; total: number | string };
type State =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; name: string; count: number }
  | { phase: 'failed'; message: string };

/** Rows read per call: the largest page the lists offer (spec §9). */
export const EXPORT_PAGE_SIZE = 200;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * 导出 of H5报名用户: the server has no export call, so every page the current search matches is
 * read here (200 rows a call, with a progress bar) and written as a CSV with the list's columns,
 * labelled in the user's language, dictionary labels in place of codes.
 */
export default function H5ExportDialog({ def, query, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const url = joinPath(def.api.base, resolveEndpoints(def.api).list);
  const columns = def.fields.filter((field) => field.table);
  const labels = useOptionLabels(columns);
  const labelsReady = columns.every((field) => !field.options || labels.has(field.name));
  // How many the search matches, told before the export starts.
  const count = useCustom<Page>({ url, method: 'get', config: { query: { ...query, current: 1, size: 1 } }, errorNotification: false });
  const matching = count.result.data ? Number(count.result.data.total) : undefined;

  const readPage = async (current: number): Promise<Page> => {
    const { data } = await dataProvider().custom!<Page>({ url, method: 'get', query: { ...query, current, size: EXPORT_PAGE_SIZE }, meta: { request: { silent: true } } });
    return data;
  };

  const start = async () => {
    setState({ phase: 'running', done: 0, total: matching ?? 0 });
    try {
      const first = await readPage(1);
      const total = Number(first.total);
      if (total === 0) return setState({ phase: 'failed', message: t('oto.h5.exportEmpty') });
      const rows = [...first.records];
      setState({ phase: 'running', done: rows.length, total });
      for (let page = 2; rows.length < total && page <= Math.ceil(total / EXPORT_PAGE_SIZE); page += 1) {
        const next = await readPage(page);
        if (next.records.length === 0) break;
        rows.push(...next.records);
        setState({ phase: 'running', done: rows.length, total });
      }
      const name = `${t('oto.h5.exportFileName')}-${today()}.csv`;
      const text = csvText(columns, rows, labels, (field) => t(field.label));
      saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
      setState({ phase: 'done', name, count: rows.length });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error && error.message ? error.message : t('oto.h5.exportFailed') });
    }
  };

  const running = state.phase === 'running';
  const percent = state.phase === 'running' ? (state.total ? Math.round((state.done / state.total) * 100) : 0) : 100;
  return (
    <Modal
      open={open}
      title={t('oto.h5.exportTitle')}
      width={480}
      maskClosable={!running}
      closable={!running}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(false)}
      footer={[
        <Button key="close" disabled={running} onClick={() => setOpen(false)}>{t(state.phase === 'done' ? 'crud.close' : 'crud.cancel')}</Button>,
        <Button key="start" type="primary" loading={running} disabled={!labelsReady || matching === 0} onClick={start}>{t('oto.h5.exportStart')}</Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        {matching === undefined ? t('oto.h5.exportHintCounting') : matching === 0 ? t('oto.h5.exportEmpty') : t('oto.h5.exportHint', { total: matching })}
      </Typography.Paragraph>
      {state.phase !== 'idle' && (
        <Progress percent={percent} status={state.phase === 'failed' ? 'exception' : running ? 'active' : 'success'} aria-label={t('oto.h5.export')} />
      )}
      {state.phase === 'running' && <Typography.Text type="secondary">{t('oto.h5.exportProgress', { done: state.done, total: state.total })}</Typography.Text>}
      {state.phase === 'done' && <Alert type="success" showIcon message={t('oto.h5.exportDone', { name: state.name, count: state.count })} />}
      {state.phase === 'failed' && <Alert type="error" showIcon message={state.message} />}
    </Modal>
  );
}
