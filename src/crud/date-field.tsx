import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

import { DATE_FORMAT, RANGE_WIDTH } from './date-format';
import { ariaOf, type FieldAria } from './field-aria';

type Props = FieldAria & {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  range?: boolean;
};

/**
 * A date (stored as `yyyy-MM-dd HH:mm:ss`, the Blade format) or, in a search form, a date range
 * (kept as dayjs pairs for the filter). Its own chunk: rc-picker only loads for entities with dates.
 */
export default function DateField(props: Props) {
  const { id, value, onChange, disabled, range } = props;
  const { t } = useTranslation();
  if (range) {
    return (
      <DatePicker.RangePicker
        {...ariaOf(props)}
        id={id}
        // A range from a link arrives as text; the picker works in dayjs.
        value={
          Array.isArray(value)
            ? (value.map((end) => (typeof end === 'string' ? (end ? dayjs(end) : null) : end)) as [Dayjs, Dayjs])
            : undefined
        }
        onChange={(next) => onChange?.(next)}
        placeholder={[t('crud.startDate'), t('crud.endDate')]}
        // antd names its arrow "to" and its calendar "calendar", in English.
        separator={<SwapRightOutlined aria-label={t('crud.rangeTo')} />}
        suffixIcon={<CalendarOutlined aria-hidden />}
        style={{ width: RANGE_WIDTH }}
      />
    );
  }
  return (
    <DatePicker
      {...ariaOf(props)}
      id={id}
      disabled={disabled}
      showTime
      suffixIcon={<CalendarOutlined aria-hidden />}
      style={{ width: '100%' }}
      value={value ? dayjs(value as string) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(DATE_FORMAT) : undefined)}
    />
  );
}
