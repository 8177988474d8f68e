import { useCustom } from '@refinedev/core';
import { Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import { PickSelect } from '../../crud/pick-select';
import { useClearWhenChanged, withCurrent } from './dependent-pick';

type Order = { id: string; orderNo: string; studentName?: string; serveName?: string };
type Page<T> = { records?: T[] };

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The order the record names now, shown even when the search no longer finds it. */
  current?: { id: string; orderNo: string };
};

/** Enough of one expert's or student's orders to choose from (newest first). */
const ORDER_PAGE = 50;
/** The student's name is typed: searched once it rests this long, not at every keystroke. */
const TYPING_MS = 300;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The order a consultation is about (optional): one of the orders of the expert picked in the same
 * form, or of the student typed there (both: that student's orders with that expert), found by
 * `student-order/search` (expertId, keyword). Another expert, other orders: the pick is cleared.
 */
export function OrderSelect({ id, value, onChange, current }: Props) {
  const { t } = useTranslation();
  const watchedExpert = Form.useWatch('expertId') as string | undefined;
  const expertId = watchedExpert || '';
  const student = useSettled(String(Form.useWatch('studentName') ?? '').trim());
  const query = {
    ...(expertId ? { expertId } : {}),
    ...(student ? { keyword: student } : {}),
    current: 1,
    size: ORDER_PAGE,
  };
  const enabled = expertId !== '' || student !== '';
  const { query: search, result } = useCustom<Page<Order>>({
    url: otoApi.order.search,
    method: 'get',
    config: { query },
    queryOptions: { enabled, staleTime: 30_000 },
    errorNotification: false,
  });
  useClearWhenChanged(watchedExpert, onChange);
  const records = enabled ? result.data?.records : undefined;
  const options = useMemo(() => {
    const found = (records ?? []).map((order) => ({
      value: String(order.id),
      label: [order.orderNo, order.studentName, order.serveName].filter(Boolean).join(' · '),
    }));
    return withCurrent(found, current && { value: current.id, label: current.orderNo });
  }, [records, current]);
  return (
    <PickSelect
      id={id}
      label="oto.consult.orderNo"
      loading={enabled && search.isFetching}
      options={options}
      notFoundContent={enabled ? t('oto.consult.orderNone') : null}
      value={value}
      onChange={onChange}
    />
  );
}
