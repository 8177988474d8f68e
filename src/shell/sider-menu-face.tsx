import type { ItemType } from 'antd/es/menu/interface';
import useMenuStyle from 'antd/es/menu/style';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { classList, useAntdLook } from './antd/use-antd-look';

type Entry = { key: string; icon?: ReactNode; label?: ReactNode; children?: ItemType[] };

type Props = {
  items: ItemType[];
  theme: 'dark' | 'light';
  selected: string;
  openKeys: string[];
  /** A click in that frame still works: an item opened, a group folded or unfolded. */
  onPick: (key: string) => void;
  onToggle: (key: string) => void;
};

const INDENT = 24;

/** The icon as antd's menu passes it on: with its own class added (a component may drop it). */
const withIconClass = (icon: ReactNode, className: string) =>
  isValidElement(icon)
    ? cloneElement(icon as ReactElement<{ className?: string }>, {
        className: classList((icon as ReactElement<{ className?: string }>).props.className, className),
      })
    : icon;

/**
 * The open sider's menu in a reload's first frame: the markup antd's inline Menu draws for these
 * items (tests/shell/first-frame-faces.test.tsx holds it to antd's), without rc-menu's machinery.
 * rc-menu gives every group a popup trigger, even inline, and each updates itself in a layout
 * effect: the frame was rendered a second time before its first paint, with every passive effect
 * of the page flushed in between. antd's Menu takes its place once the first screen is drawn.
 */
export function SiderMenuFace({ items, theme, selected, openKeys, onPick, onToggle }: Props) {
  const { prefix, classes, wrap } = useAntdLook('menu', useMenuStyle);
  const holds = (entry: Entry): boolean =>
    entry.key === selected || (entry.children ?? []).some((child) => holds(child as Entry));
  const list = (entries: ItemType[], level: number): ReactNode =>
    (entries as Entry[]).map((entry) => {
      const content = (
        <>
          {withIconClass(entry.icon, `${prefix}-item-icon`)}
          <span className={`${prefix}-title-content`}>{entry.label}</span>
        </>
      );
      const indent = { paddingLeft: level * INDENT };
      if (!entry.children) {
        const on = entry.key === selected;
        return (
          <li
            key={entry.key}
            role="menuitem"
            tabIndex={-1}
            className={classList(`${prefix}-item`, on && `${prefix}-item-selected`)}
            style={indent}
            onClick={() => onPick(entry.key)}
          >
            {content}
          </li>
        );
      }
      const open = openKeys.includes(entry.key);
      return (
        <li
          key={entry.key}
          role="none"
          className={classList(
            `${prefix}-submenu`,
            `${prefix}-submenu-inline`,
            open && `${prefix}-submenu-open`,
            holds(entry) && `${prefix}-submenu-selected`,
          )}
        >
          <div
            role="menuitem"
            className={`${prefix}-submenu-title`}
            tabIndex={-1}
            aria-expanded={open}
            aria-haspopup="true"
            style={indent}
            onClick={() => onToggle(entry.key)}
          >
            {content}
            <i className={`${prefix}-submenu-arrow`} />
          </div>
          {open && (
            <ul className={`${prefix} ${prefix}-sub ${prefix}-inline`} role="menu" data-menu-list="true">
              {list(entry.children, level + 1)}
            </ul>
          )}
        </li>
      );
    });
  return wrap(
    <>
      <ul
        className={`${prefix} ${prefix}-root ${prefix}-inline ${prefix}-${theme} ${classes}`}
        role="menu"
        tabIndex={0}
        data-menu-list="true"
      >
        {list(items, 1)}
      </ul>
      <div aria-hidden="true" style={{ display: 'none' }} />
    </>,
  );
}
