import type { BaseRecord } from '@refinedev/core';
import { Descriptions, Tag, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogKind } from '../../resources/log/log-resource';

type Props = { kind: LogKind; record: BaseRecord };

const text = (value: unknown) =>
  value === undefined || value === null || value === '' || value === -1 ? '-' : String(value);

/** Where and when a log was written, and about which call: the drawer's table. */
export function LogFacts({ kind, record }: Props) {
  const { t } = useTranslation();
  const item = (key: string, children: ReactNode, span?: number) => ({ key, label: t(`logs.${key}`), children, span });
  const handler = record.methodClass ? `${record.methodClass}.${text(record.methodName)}` : '-';
  const items: DescriptionsProps['items'] = [
    item('serviceId', text(record.serviceId)),
    item('env', text(record.env)),
    item('serverHost', text(record.serverHost)),
    item('serverIp', text(record.serverIp)),
    item('remoteIp', text(record.remoteIp)),
    item('createBy', text(record.createBy)),
    item('method', record.method ? <Tag>{String(record.method)}</Tag> : '-'),
    item('createTime', text(record.createTime)),
    item('requestUri', <span className="log-mono">{text(record.requestUri)}</span>, 2),
    ...(kind === 'usual' ? [item('logLevel', text(record.logLevel)), item('logId', text(record.logId))] : []),
    ...(kind === 'api' ? [item('title', text(record.title)), item('time', text(record.time))] : []),
    item('handler', <span className="log-mono">{handler}</span>, 2),
    ...(kind === 'error'
      ? [
          item('exceptionName', <span className="log-mono">{text(record.exceptionName)}</span>, 2),
          item('message', <div className="log-mono log-message">{text(record.message)}</div>, 2),
          item('fileName', text(record.fileName)),
          item('lineNumber', text(record.lineNumber)),
        ]
      : []),
    item('userAgent', text(record.userAgent), 2),
  ];
  return <Descriptions bordered size="small" column={2} items={items} styles={{ label: { width: 124 } }} />;
}
