import { useCustom, useDataProvider, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinPath, resolveEndpoints } from '../providers/endpoints';
import { isBladeHttpError } from '../providers/http-error';
import type { ActionDialogProps, ExportDef, FieldDef } from '../resources/types';
import { ActionModal } from './action-modal';
import { csvText } from './csv-file';
import { envelopeMessage, extensionOf, percentOf, saveFile } from './export-file';
import { inSentence } from './field-placeholder';
import { useActionDialog } from './use-action-dialog';
import { useOptionLabels } from './use-option-labels';

type Page = { records: BaseRecord[]; total: number | string };
type State =
  | { phase: 'idle' }
  /** `done`/`total`: rows read so far (a CSV written here); `percent`: of the server's file, null while its size is unknown. */
  | { phase: 'running'; percent: number | null; done?: number; total?: number }
  | { phase: 'done'; name: string }
  | { phase: 'failed'; message: string };

/** Rows read per call when the CSV is written here: the largest page the lists offer (spec §9). */
const EXPORT_PAGE_SIZE = 200;
const NO_FIELDS: FieldDef[] = [];

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * 导出 of a declaration's list (`def.export`): what its search and side tree show, as the server's
 * file (`endpoint`: a blob GET with its progress; an R envelope in its place, a refusal, shows the
 * server's message) or, with no export call, every matching page read here (200 rows a call) and
 * written as a CSV of the table's columns. How many rows match is told before it starts.
 */
export default function CrudExportDialog({ def, query, onDone }: ActionDialogProps) {
  const spec = def.export as ExportDef;
  const { t, i18n } = useTranslation();
  const dataProvider = useDataProvider();
  const dialog = useActionDialog(onDone);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const listUrl = joinPath(def.api.base, resolveEndpoints(def.api).list);
  const columns = spec.endpoint ? NO_FIELDS : def.fields.filter((field) => field.table);
  // A CSV written here names dictionary values by their words: they must be loaded first.
  const labels = useOptionLabels(columns);
  const labelsReady = columns.every((field) => !field.options || labels.has(field.name));
  const count = useCustom<Page>({
    url: listUrl,
    method: 'get',
    config: { query: { ...query, current: 1, size: 1 } },
    errorNotification: false,
  });
  const counted = Number(count.result.data?.total);
  const matching = count.result.data && Number.isFinite(counted) ? counted : undefined;

  const failed = (message: string | null) => setState({ phase: 'failed', message: message || t('crud.exportFailed') });
  const fileName = (extension: string) => `${t(spec.fileName)}${spec.dated ? `-${today()}` : ''}.${extension}`;

  /** The server's file: a blob, or the envelope that came in its place. */
  const serverFile = async (endpoint: string): Promise<{ blob: Blob; name: string } | string> => {
    const { data } = await dataProvider().custom!<Blob>({
      url: joinPath(def.api.base, endpoint),
      method: 'get',
      query: { ...query, ...spec.params },
      meta: {
        raw: true,
        request: {
          responseType: 'blob',
          silent: true,
          onDownloadProgress: (event: Parameters<typeof percentOf>[0]) =>
            setState({ phase: 'running', percent: percentOf(event) }),
        },
      },
    });
    const refusal = await envelopeMessage(data);
    return refusal ?? { blob: data, name: fileName(extensionOf(data)) };
  };

  /** Every page the search matches, read in turn, as a CSV. */
  const listFile = async (): Promise<{ blob: Blob; name: string } | string> => {
    const read = async (current: number) =>
      (
        await dataProvider().custom!<Page>({
          url: listUrl,
          method: 'get',
          query: { ...query, ...spec.params, current, size: EXPORT_PAGE_SIZE },
          meta: { request: { silent: true } },
        })
      ).data;
    const first = await read(1);
    const total = Number(first.total);
    if (!total) return t('crud.exportEmpty');
    const rows = [...first.records];
    setState({ phase: 'running', percent: null, done: rows.length, total });
    for (let page = 2; rows.length < total && page <= Math.ceil(total / EXPORT_PAGE_SIZE); page += 1) {
      const next = await read(page);
      if (next.records.length === 0) break;
      rows.push(...next.records);
      setState({ phase: 'running', percent: null, done: rows.length, total });
    }
    const text = csvText(columns, rows, labels, (field) => t(field.label));
    return { blob: new Blob([text], { type: 'text/csv;charset=utf-8' }), name: fileName('csv') };
  };

  const start = async () => {
    setState(
      spec.endpoint
        ? { phase: 'running', percent: 0 }
        : { phase: 'running', percent: null, done: 0, total: matching ?? 0 },
    );
    try {
      const file = spec.endpoint ? await serverFile(spec.endpoint) : await listFile();
      if (typeof file === 'string') return failed(file);
      saveFile(file.blob, file.name);
      setState({ phase: 'done', name: file.name });
    } catch (error) {
      failed(isBladeHttpError(error) ? ((await envelopeMessage(error.body)) ?? error.message) : null);
    }
  };

  const running = state.phase === 'running';
  const percent =
    state.phase !== 'running'
      ? 100
      : state.total !== undefined && state.done !== undefined
        ? state.total
          ? Math.round((state.done / state.total) * 100)
          : 0
        : (state.percent ?? 50);
  const hint =
    matching === undefined
      ? t('crud.exportHintCounting')
      : matching === 0
        ? t('crud.exportEmpty')
        : t('crud.exportHint', { total: matching });
  return (
    <ActionModal
      dialog={dialog}
      title={spec.title ? t(spec.title) : t('crud.exportTitle', { title: inSentence(t(def.label), i18n.language) })}
      width={480}
      maskClosable={!running}
      closable={!running}
      footer={[
        <Button key="close" disabled={running} onClick={dialog.close}>
          {t(state.phase === 'done' ? 'crud.close' : 'crud.cancel')}
        </Button>,
        <Button key="start" type="primary" loading={running} disabled={!labelsReady || matching === 0} onClick={start}>
          {t('crud.exportStart')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {!spec.endpoint && <Typography.Paragraph type="secondary">{t('crud.exportCsv')}</Typography.Paragraph>}
      {state.phase !== 'idle' && (
        <Progress
          percent={percent}
          status={state.phase === 'failed' ? 'exception' : running ? 'active' : 'success'}
          aria-label={t('crud.export')}
        />
      )}
      {state.phase === 'running' && state.done !== undefined && state.total !== undefined && !spec.endpoint && (
        <Typography.Text type="secondary">
          {t('crud.exportProgress', { done: state.done, total: state.total })}
        </Typography.Text>
      )}
      {state.phase === 'done' && <Alert type="success" showIcon message={t('crud.exportDone', { name: state.name })} />}
      {state.phase === 'failed' && <Alert type="error" showIcon message={state.message} />}
    </ActionModal>
  );
}
