import { Pagination } from 'antd';
import { cloneElement, isValidElement, memo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../config';
import { useLatestCallback } from '../lib/use-latest-callback';

type Props = { current: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void };

const SIZE_OPTIONS = config.pageSizes.map(String);

// antd's arrows are buttons named by their icons ("left", "right", "double-right"): named here in
// the user's language, on antd's own elements.
const STEP_WORDS: Record<string, string> = {
  prev: 'crud.prevPage',
  next: 'crud.nextPage',
  'jump-prev': 'crud.prevPages',
  'jump-next': 'crud.nextPages',
};

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
      itemRender={(_page, type, original) => named(original, STEP_WORDS[type] && t(STEP_WORDS[type]))}
      // A new page size starts again at page 1 (Saber's behaviour).
      onChange={(page, size) => onChange(size !== pageSize ? 1 : page, size)}
    />
  );
});

function named(original: ReactNode, label?: string): ReactNode {
  return label && isValidElement(original)
    ? cloneElement(original as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': label })
    : original;
}

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
