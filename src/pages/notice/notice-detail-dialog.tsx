import { useCustom, type BaseRecord } from '@refinedev/core';
import { Divider, Space, Spin, Typography } from 'antd';
import { detailCall } from '../../providers/endpoints';
import notice from '../../resources/notice/notice';
import { DialogFrame } from '../../crud/dialog-frame';
import { FieldValue } from '../../crud/field-value';
import { useActionDialog } from '../../crud/use-action-dialog';
import RichTextView from '../../crud/rich-text-view';

const category = notice.fields.find((field) => field.name === 'category');

type Props = { notice: BaseRecord; onClosed: () => void };

/**
 * One notice read from the top bar: its title, type and release time, and its content as its
 * writer formatted it, sanitized (RichTextView) so nothing stored in it runs. Shown at once from the
 * popover's row, then from `detail`, which has the whole content.
 */
export default function NoticeDetailDialog({ notice: row, onClosed }: Props) {
  const dialog = useActionDialog(onClosed);
  // Asked by its URL: the top bar may open a notice before the notice screens' declarations are in Refine.
  const detail = detailCall(notice.api, String(row.id));
  const { query, result } = useCustom<BaseRecord>({
    url: detail.url,
    method: 'get',
    config: { query: detail.params },
    errorNotification: false,
  });
  // Until the detail is in, the row the popover had.
  const record = result.data?.id ? result.data : row;
  return (
    <DialogFrame dialog={dialog} title={String(record.title ?? '')} width={760} className="notice-detail">
      <Space size={8} wrap>
        {category && <FieldValue field={category} value={record.category} />}
        <Typography.Text type="secondary">{String(record.releaseTime ?? '')}</Typography.Text>
      </Space>
      <Divider style={{ margin: '12px 0' }} />
      <Spin spinning={query.isLoading}>
        <RichTextView html={String(record.content ?? '')} />
      </Spin>
    </DialogFrame>
  );
}
