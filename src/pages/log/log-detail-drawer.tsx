import { useShow, type BaseRecord } from '@refinedev/core';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogKind } from '../../resources/log/log-resource';
import type { ActionDialogProps } from '../../resources/types';
import { DialogFrame } from '../../crud/dialog-frame';
import { RetryAlert } from '../../crud/retry-alert';
import { useActionDialog } from '../../crud/use-action-dialog';
import './log-detail.css';
import { LogFacts } from './log-facts';
import { LogTextBlock } from './log-text-block';
import { prettyParams } from './pretty-params';

const KIND = /^log-(usual|api|error)$/;

/**
 * 查看 of a log (and a click on its request URI): the detail (`<kind>/detail?id=`) in a drawer,
 * drawn at once from the list's row while the detail arrives. The request data pretty-printed;
 * the usual log's data or the error's stack trace in a monospace block, copied with one button.
 */
export default function LogDetailDrawer({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const kind = (KIND.exec(def.name)?.[1] ?? 'api') as LogKind;
  const dialog = useActionDialog(onDone);
  const { query, result } = useShow<BaseRecord>({
    resource: def.name,
    id: String(rows[0].id),
    errorNotification: false,
  });
  const record = result ?? rows[0];
  return (
    <DialogFrame
      dialog={dialog}
      variant="drawer"
      title={t('crud.viewTitle', { name: t(def.noun) })}
      width={860}
      className="log-detail"
    >
      {query.isError && (
        <RetryAlert message={t('crud.loadFailed')} onRetry={query.refetch} style={{ marginBottom: 12 }} />
      )}
      <Spin spinning={query.isLoading} delay={300}>
        <LogFacts kind={kind} record={record} />
        <LogTextBlock title={t('logs.params')} text={prettyParams(String(record.params ?? ''))} />
        {kind === 'usual' && <LogTextBlock title={t('logs.logData')} text={String(record.logData ?? '')} tall />}
        {kind === 'error' && <LogTextBlock title={t('logs.stackTrace')} text={String(record.stackTrace ?? '')} tall />}
      </Spin>
    </DialogFrame>
  );
}
