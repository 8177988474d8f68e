import { Pagination } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../config';
import { useLatestCallback } from '../lib/use-latest-callback';

type Props = { current: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void };

const SIZE_OPTIONS = config.pageSizes.map(String);

// The pager itself, drawn again only when the page, the size or the total change.
const Pager = memo(function Pager({ current, pageSize, total, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Pagination
      className="crud-pager"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      showQuickJumper
      responsive
      pageSizeOptions={SIZE_OPTIONS}
      showTotal={(count) => t('crud.total', { total: count })}
      // A new page size starts again at page 1 (Saber's behaviour).
      onChange={(page, size) => onChange(size !== pageSize ? 1 : page, size)}
    />
  );
});

/**
 * The pager under a list, shown also when nothing matched (共 0 条): antd's table hides its own
 * pager when the total is 0, which left an empty search without a count. The page's `onChange`
 * is a new function with every render of the list; the latest one is called (useLatestCallback), so
 * a page of rows arriving does not draw the pager again.
 */
export function CrudPager({ onChange, ...props }: Props) {
  const change = useLatestCallback(onChange);
  return <Pager {...props} onChange={change} />;
}
