import { DownOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { RowRule } from '../resources/types';

/** A button of a row: what it says, what it does, and why a row may not allow it. */
export type RowAction = {
  key: string;
  /** Locale key of the caption. */
  label: string;
  danger?: boolean;
  blockedBy?: RowRule;
  run: (row: BaseRecord) => void;
};

/** Buttons shown in the row; the rest go under 更多. */
const INLINE_ACTIONS = 3;

// Saber's order: 查看, 编辑, 删除 lead wherever they come from (a declared action keyed `view` or
// `edit` opens its own dialog in their place); the others follow as declared.
const LEADING = ['view', 'edit', 'delete'];
const slotOf = (action: RowAction) => {
  const slot = LEADING.indexOf(action.key);
  return slot < 0 ? LEADING.length : slot;
};

/** The row's buttons in their fixed order, split into those shown inline and those under 更多. */
function arrangeActions(actions: RowAction[]): { inline: RowAction[]; more: RowAction[] } {
  const ordered = [...actions].sort((a, b) => slotOf(a) - slotOf(b));
  return { inline: ordered.slice(0, INLINE_ACTIONS), more: ordered.slice(INLINE_ACTIONS) };
}

// A small link button is its caption and 7 px each side; a Chinese character is as wide as the
// font (14 px), a Latin one about half. antd spaces out a two-character Chinese caption (查 看).
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const captionWidth = (text: string) => {
  const chars = [...text];
  const cjk = chars.filter((char) => CJK.test(char)).length;
  const spaced = cjk === 2 && chars.length === 2 ? 4 : 0;
  return Math.ceil(cjk * 14 + (chars.length - cjk) * 7.6) + spaced + 14;
};
// 更多's arrow and its gap; the cell's padding (the default density's), and a little to spare.
const MORE_ICON = 20;
const CELL_PADDING = 16 + 4;
/** What the roomy row height adds to the action column (its cells' padding is 16 px each side, not 8). */
export const ROOMY_EXTRA = 16;

/** The action column's width: what its buttons need in the current language, no more. */
export function actionColumnWidth(actions: RowAction[], t: TFunction): number {
  const { inline, more } = arrangeActions(actions);
  const buttons = inline.reduce((sum, action) => sum + captionWidth(t(action.label)), 0);
  const moreButton = more.length > 0 ? captionWidth(t('crud.more')) + MORE_ICON : 0;
  const title = captionWidth(t('crud.actions'));
  return CELL_PADDING + Math.max(buttons + moreButton, title);
}

// Link buttons in the primary colour (antd's plain link colour does not follow the picker).
const link = { color: 'primary', variant: 'link', size: 'small' } as const;

/**
 * A row's buttons: the same ones in the same places on every row. One the row does not allow
 * is disabled, its reason on hover, so 编辑 never moves; past three, the rest open from 更多.
 */
export function RowActionButtons({ actions, row, t }: { actions: RowAction[]; row: BaseRecord; t: TFunction }) {
  const { inline, more } = arrangeActions(actions);
  // Held here so 更多 can tell assistive technology whether its menu is open.
  const [open, setOpen] = useState(false);
  return (
    <Space size={0} className="crud-row-actions">
      {inline.map((action) => {
        const reason = action.blockedBy?.(row);
        const button = (
          <Button
            key={action.key}
            {...link}
            color={action.danger ? 'danger' : 'primary'}
            disabled={!!reason}
            onClick={() => action.run(row)}
          >
            {t(action.label)}
          </Button>
        );
        // A disabled button takes no pointer: its wrapper shows the reason.
        return reason ? (
          <Tooltip key={action.key} title={t(reason)}>
            <span className="crud-action-blocked">{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          open={open}
          onOpenChange={setOpen}
          menu={{
            items: more.map((action) => {
              const reason = action.blockedBy?.(row);
              return {
                key: action.key,
                danger: action.danger,
                disabled: !!reason,
                label: reason ? (
                  <Tooltip title={t(reason)} placement="left">
                    <span className="crud-action-blocked">{t(action.label)}</span>
                  </Tooltip>
                ) : (
                  t(action.label)
                ),
              };
            }),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              setOpen(false);
              more.find((action) => action.key === key)?.run(row);
            },
          }}
        >
          <Button
            {...link}
            icon={<DownOutlined aria-hidden />}
            iconPosition="end"
            aria-haspopup="menu"
            aria-expanded={open}
          >
            {t('crud.more')}
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
