import { CloseOutlined, EllipsisOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import useTabsStyle from 'antd/es/tabs/style';
import { classList, useAntdLook } from '../antd/use-antd-look';

type Props = {
  tabs: { key: string; label: ReactNode; closable: boolean }[];
  active: string;
  /** A click in that frame still works: a tab picked, a tab's × */
  onPick: (key: string) => void;
  onRemove: (key: string) => void;
};

/**
 * The tab strip of a reload's first frame: the markup antd's editable-card Tabs draws for these
 * tabs (tests/shell/first-frame-faces.test.tsx holds it to antd's), without its machinery. rc-tabs
 * measures its tabs and mounts its overflow dropdown and panes' motions in layout effects: with
 * them on the first screen React rendered the frame a second time before its first paint. The
 * real Tabs take its place once the first screen is drawn, a frame later.
 */
export function TabStripFace({ tabs, active, onPick, onRemove }: Props) {
  const { prefix, classes, wrap } = useAntdLook('tabs', useTabsStyle);
  return wrap(
    <div
      className={`${prefix} ${prefix}-top ${prefix}-editable ${prefix}-small ${prefix}-card ${prefix}-editable-card ${classes}`}
    >
      <div role="tablist" aria-orientation="horizontal" className={`${prefix}-nav`}>
        <div className={`${prefix}-nav-wrap`}>
          <div className={`${prefix}-nav-list`} style={{ transform: 'translate(0px, 0px)' }}>
            {tabs.map(({ key, label, closable }) => (
              <div
                key={key}
                data-node-key={key}
                className={classList(
                  `${prefix}-tab`,
                  closable && `${prefix}-tab-with-remove`,
                  key === active && `${prefix}-tab-active`,
                )}
              >
                <div
                  role="tab"
                  aria-selected={key === active}
                  className={`${prefix}-tab-btn`}
                  tabIndex={key === active ? 0 : -1}
                  onClick={() => onPick(key)}
                >
                  {label}
                </div>
                {closable && (
                  <button
                    type="button"
                    role="tab"
                    aria-label="remove"
                    tabIndex={0}
                    className={`${prefix}-tab-remove`}
                    onClick={() => onRemove(key)}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            ))}
            <div className={`${prefix}-ink-bar ${prefix}-ink-bar-animated`} />
          </div>
        </div>
        <div className={`${prefix}-nav-operations ${prefix}-nav-operations-hidden`}>
          <button type="button" className={`${prefix}-nav-more`} style={{ visibility: 'hidden', order: 1 }}>
            <EllipsisOutlined />
          </button>
        </div>
      </div>
      <div className={`${prefix}-content-holder`}>
        <div className={`${prefix}-content ${prefix}-content-top`} />
      </div>
    </div>,
  );
}
