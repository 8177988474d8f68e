import { CloseOutlined } from '@ant-design/icons';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type StripTab = { path: string; label: ReactNode; closable: boolean };

type Props = {
  tabs: StripTab[];
  active: string;
  onOpen: (path: string) => void;
  onClose: (path: string) => void;
  onContextMenu: (event: MouseEvent) => void;
};

/**
 * The open pages as a WAI-ARIA tab list with manual activation: the arrows, Home and End move among
 * the tabs, Enter or Space shows one, Delete closes it (aria-keyshortcuts says so). The × is the
 * mouse's way to close, hidden from the keyboard and screen readers, which have Delete: a button
 * inside role=tablist would be a control screen readers do not expect there. antd's Tabs names its
 * close buttons as tabs and announces "Tab 2 of 5" in English on focus, and no prop changes either
 * (docs/architecture.md).
 */
export function TabStrip({ tabs, active, onOpen, onClose, onContextMenu }: Props) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = elements.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const focusAt = (index: number) => elements[(index + elements.length) % elements.length].focus();
    const { path, closable } = tabs[at];
    const show = () => path !== active && onOpen(path);
    if (event.key === 'ArrowLeft') focusAt(at - 1);
    else if (event.key === 'ArrowRight') focusAt(at + 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(elements.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') show();
    else if (event.key === 'Delete' && closable) onClose(path);
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="tablist"
      aria-label={t('tabs.openPages')}
      className="tab-strip"
      onKeyDown={onKeyDown}
      onContextMenu={onContextMenu}
    >
      {tabs.map(({ path, label, closable }) => {
        const selected = path === active;
        return (
          <div
            key={path}
            role="tab"
            aria-selected={selected}
            aria-keyshortcuts={closable ? 'Delete' : undefined}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'console-tab is-active' : 'console-tab'}
            data-path={path}
            onClick={() => selected || onOpen(path)}
            // The middle button closes a tab, as in a browser.
            onAuxClick={(event) => event.button === 1 && closable && onClose(path)}
          >
            <span className="tab-label" data-path={path}>
              {label}
            </span>
            {closable && (
              <span
                className="console-tab-close"
                aria-hidden
                title={t('tabs.closeTab')}
                onClick={(event) => {
                  event.stopPropagation();
                  onClose(path);
                }}
              >
                <CloseOutlined />
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
