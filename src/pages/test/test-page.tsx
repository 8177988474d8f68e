import { useCustom } from '@refinedev/core';
import { Card, Descriptions, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { dictLabel, type DictItem } from './dict-label';

function useDict(code: string): DictItem[] {
  const { result } = useCustom<DictItem[]>({
    url: `/${config.services.management}/dict/dictionary`,
    method: 'get',
    config: { query: { code } },
    errorNotification: false,
    queryOptions: { staleTime: 5 * 60_000 },
  });
  // Refine answers `{}` until the data arrives.
  return Array.isArray(result.data) ? (result.data as DictItem[]) : [];
}

/** Electives are stored as letters and shown as 'a / b' (spec §9), each in the current language. */
const formatElectives = (keys: string[], label: (key: string) => string) => keys.map(label).join(' / ');

/** /test/index — the mock menu entry: a sandbox of the exam dictionaries the business uses. */
export default function TestPage() {
  const { t, i18n } = useTranslation();
  const subjects = useDict('subject');
  const electives = useDict('elective');
  const [picked, setPicked] = useState<string[]>(['W', 'H']);
  const subjectLabel = (item: DictItem) => dictLabel('subject', item, t, i18n.language);
  const electiveLabel = (key: string) => {
    const item = electives.find((e) => e.dictKey === key);
    return item ? dictLabel('elective', item, t, i18n.language) : key;
  };
  return (
    <Card variant="borderless" title={t('testPage.title')}>
      <Typography.Paragraph type="secondary">{t('testPage.intro')}</Typography.Paragraph>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('testPage.subjects')}>
          <Space wrap>
            {subjects.map((s) => (
              <Tag key={s.dictKey} color="processing">{`${s.dictKey} ${subjectLabel(s)}`}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('testPage.electives')}>
          <Select
            mode="multiple"
            style={{ minWidth: 320 }}
            value={picked}
            onChange={setPicked}
            options={electives.map((e) => ({ value: e.dictKey, label: `${e.dictKey} ${electiveLabel(e.dictKey)}` }))}
            aria-label={t('testPage.electives')}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('testPage.combined')}>
          <Typography.Text strong data-testid="electives-combined">
            {formatElectives(picked, electiveLabel) || '-'}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
