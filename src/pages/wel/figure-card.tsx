import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../crud/field-display';
import type { OrdersFigure } from './use-business-figures';

/** One card: a count (and, for orders, the revenue of those orders), opening the list it counts. */
export type Figure = {
  key: string;
  link: string | null;
  query: { data?: number | OrdersFigure; isLoading: boolean; isError: boolean };
  /** Locale keys: the count's caption and, for orders, the revenue's. */
  title: string;
  money?: string;
};

const totalOf = (data: number | OrdersFigure | undefined) => (typeof data === 'number' ? data : data?.total);

export function FigureCard({ figure }: { figure: Figure }) {
  const { t } = useTranslation();
  const { data, isLoading } = figure.query;
  const orders = typeof data === 'object' ? data : undefined;
  return (
    // Named by what it shows (今日订单 5 今日营收 ¥3,998.00), not by its caption alone.
    <Link to={figure.link ?? '.'} className="wel-figure">
      <Card variant="borderless" hoverable size="small">
        <Statistic title={t(figure.title)} value={totalOf(data) ?? 0} loading={isLoading} />
        {figure.money && (
          <Statistic
            className="wel-figure-money"
            title={<span title={t('otoHome.revenueHint')}>{t(figure.money)}</span>}
            value={orders ? formatMoney(orders.revenueFen / 100) : '-'}
            loading={isLoading}
          />
        )}
      </Card>
    </Link>
  );
}
