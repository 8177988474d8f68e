import { Tag } from 'antd';
import { createElement, useMemo, type ReactElement } from 'react';
import type { FieldDef } from '../../resources/types';
import { TAG_PALETTE } from '../../crud/dict-item-label';
import { labelIndex, useFieldOptions } from '../../crud/use-field-options';

// The order statuses as the list's tags name and colour them (dict-biz order_status, in the user's
// language): the same cached dictionary answer, so a dialog never shows a raw '1'.
const STATUS_FIELD: FieldDef = {
  name: 'orderStatus',
  label: 'otoOrder.orderStatus',
  options: { dict: 'order_status', biz: true },
};

/** status key → its word (the key itself until the dictionary has answered), and its tag as the list shows it. */
export function useStatusWords(): { word: (status: unknown) => string; tag: (status: unknown) => ReactElement } {
  const { options } = useFieldOptions(STATUS_FIELD);
  return useMemo(() => {
    const words = labelIndex(options);
    const order = [...words.keys()];
    const word = (status: unknown) => words.get(String(status ?? '')) ?? String(status ?? '');
    const tag = (status: unknown) => {
      const place = order.indexOf(String(status ?? ''));
      return createElement(
        Tag,
        { color: place < 0 ? undefined : TAG_PALETTE[place % TAG_PALETTE.length] },
        word(status),
      );
    };
    return { word, tag };
  }, [options]);
}
