import { Card, Descriptions, Select, Space, Typography } from 'antd';
import { ReadableTag } from '../../crud/readable-tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../crud/use-field-options';
import { dictLabel, type DictItem } from './dict-label';
import { PageTitle } from '../../shell/page-title';

/** Electives are stored as letters and shown as 'a / b' (spec §9), each in the current language. */
const formatElectives = (keys: string[], label: (key: string) => string) => keys.map(label).join(' / ');

/** /test/index — the mock menu entry: a sandbox of the exam dictionaries the business uses. */
export default function TestPage() {
  const { t, i18n } = useTranslation();
  // The cache entries of the subject and elective fields' options: one request a session each.
  const subjects = useDictionary<DictItem>('subject').items;
  const electives = useDictionary<DictItem>('elective').items;
  const [picked, setPicked] = useState<string[]>(['W', 'H']);
  const subjectLabel = (item: DictItem) => dictLabel('subject', item, t, i18n.language);
  const electiveLabel = (key: string) => {
    const item = electives.find((e) => e.dictKey === key);
    return item ? dictLabel('elective', item, t, i18n.language) : key;
  };
  return (
    <Card variant="borderless" title={<PageTitle>{t('testPage.title')}</PageTitle>}>
      <Typography.Paragraph type="secondary">{t('testPage.intro')}</Typography.Paragraph>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('testPage.subjects')}>
          <Space wrap>
            {subjects.map((s) => (
              <ReadableTag key={s.dictKey} color="processing">{`${s.dictKey} ${subjectLabel(s)}`}</ReadableTag>
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
