import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenBand } from '../lib/use-screen-band';
import type { SideTree } from '../resources/types';
import './crud-side-tree.css';

// Its own chunk, loaded only by pages that declare a tree (rc-tree stays out of the rest).
const CrudSideTree = lazy(() => import('./crud-side-tree'));

type Props = {
  tree: SideTree;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The list's card. */
  children: ReactNode;
};

/**
 * A list with a tree beside it (`def.sideTree`). The tree's place is held from the first frame,
 * so the table does not move when the tree's code and nodes arrive. Below the narrowest screen
 * band the tree folds away, as the sider does: a button above the list opens it over the table's
 * full width, and the table keeps the screen.
 */
export function CrudSideLayout({ tree, value, onChange, children }: Props) {
  const { t } = useTranslation();
  const narrow = useScreenBand() === 0;
  const [open, setOpen] = useState(false);
  return (
    <div className={narrow ? 'crud-with-side is-narrow' : 'crud-with-side'}>
      {narrow && (
        <Button
          className="crud-side-toggle"
          icon={open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
          iconPosition="end"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          {t(tree.title)}
        </Button>
      )}
      {(!narrow || open) && (
        <Suspense fallback={<aside className="crud-side-tree" aria-busy="true" />}>
          <CrudSideTree tree={tree} value={value} onChange={onChange} />
        </Suspense>
      )}
      {children}
    </div>
  );
}
