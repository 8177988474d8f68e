import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomAction } from '../resources/types';

type Props = {
  canAdd: boolean;
  canDelete: boolean;
  selected: number;
  /** Of the selected rows, how many the page does not show (ticked before a search or on another page). */
  selectedHidden?: number;
  newestFirst: boolean;
  onAdd: () => void;
  onRemoveSelected: () => void;
  onClearSelection: () => void;
  onClearOrder: () => void;
  onRefresh: () => void;
  /** Declared actions on the selected rows that the user holds. */
  actions?: CustomAction[];
  onAction?: (action: CustomAction) => void;
  /** The column settings, beside refresh. */
  settings?: ReactNode;
};

/** The buttons above a list: add, bulk delete, the selection, the order after an add, refresh, columns. */
export function CrudToolbar(props: Props) {
  const { t } = useTranslation();
  return (
    <div className="crud-toolbar">
      <Space wrap>
        {props.canAdd && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onAdd}>
            {t('crud.add')}
          </Button>
        )}
        {props.actions
          ?.filter((action) => action.creates)
          .map((action) => (
            <Button
              key={action.key}
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => props.onAction?.(action)}
            >
              {t(action.label)}
            </Button>
          ))}
        {props.canDelete && (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={props.onRemoveSelected}>
            {t('crud.batchDelete')}
          </Button>
        )}
        {props.actions
          ?.filter((action) => !action.creates)
          .map((action) => (
            <Button key={action.key} onClick={() => props.onAction?.(action)}>
              {t(action.label)}
            </Button>
          ))}
        {props.selected > 0 && (
          <span className="crud-selected">
            {props.selectedHidden
              ? t('crud.selectedHidden', { count: props.selected, hidden: props.selectedHidden })
              : t('crud.selected', { count: props.selected })}
            <Button type="link" size="small" onClick={props.onClearSelection}>
              {t('crud.clearSelection')}
            </Button>
          </span>
        )}
        {props.newestFirst && (
          <Tooltip title={t('crud.newestFirstHint')}>
            <Tag className="crud-order-tag" closable onClose={props.onClearOrder}>
              {t('crud.newestFirst')}
            </Tag>
          </Tooltip>
        )}
      </Space>
      <div className="crud-toolbar-end">
        <Tooltip title={t('crud.refresh')}>
          <Button
            shape="circle"
            icon={<ReloadOutlined aria-hidden />}
            aria-label={t('crud.refresh')}
            onClick={props.onRefresh}
          />
        </Tooltip>
        {props.settings}
      </div>
    </div>
  );
}
