import { List, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeSamples, noticeTabs, type NoticeSample } from './notice-samples';

const statusColor: Record<NoticeSample['status'], string> = { 0: 'default', 1: 'processing', 3: 'success', 4: 'error' };

/** The popover's tabs of sample notices; fetched the first time the popover opens. */
export default function NoticeList() {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      centered
      items={noticeTabs.map((key) => ({
        key,
        label: `${t(`notice.tabs.${key}`)} (${noticeSamples(t, key).length})`,
        children: (
          <div style={{ height: 300, overflowY: 'auto' }}>
            <List
              size="small"
              dataSource={noticeSamples(t, key)}
              renderItem={(item) => (
                <List.Item extra={<Tag color={statusColor[item.status]}>{t(`notice.status.${item.status}`)}</Tag>}>
                  <List.Item.Meta title={item.title} description={item.time} />
                </List.Item>
              )}
            />
          </div>
        ),
      }))}
    />
  );
}
