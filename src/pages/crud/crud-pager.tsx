import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';

type Props = { current: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void };

/**
 * The pager under a list, shown also when nothing matched (共 0 条): antd's table hides its own
 * pager when the total is 0, which left an empty search without a count.
 */
export function CrudPager({ current, pageSize, total, onChange }: Props) {
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
      pageSizeOptions={config.pageSizes.map(String)}
      showTotal={(count) => t('crud.total', { total: count })}
      // A new page size starts again at page 1 (Saber's behaviour).
      onChange={(page, size) => onChange(size !== pageSize ? 1 : page, size)}
    />
  );
}
