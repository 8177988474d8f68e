import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, List, Popover, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Sample = { title: string; time: string; status: 0 | 1 | 3 | 4 };

const statusColor: Record<Sample['status'], string> = { 0: 'default', 1: 'processing', 3: 'success', 4: 'error' };
const tabKeys = ['notice', 'message', 'todo'] as const;

/** The notice popover of spec §2: demo tabs of sample data (statuses 0, 1, 3, 4), 350 wide, 300 high. */
export function NoticePopover() {
  const { t } = useTranslation();
  const samples = (key: (typeof tabKeys)[number]) => t(`notice.samples.${key}`, { returnObjects: true }) as Sample[];
  const total = tabKeys.reduce((sum, key) => sum + samples(key).length, 0);
  const content = (
    <Tabs
      size="small"
      centered
      items={tabKeys.map((key) => ({
        key,
        label: `${t(`notice.tabs.${key}`)} (${samples(key).length})`,
        children: (
          <div style={{ height: 300, overflowY: 'auto' }}>
            <List
              size="small"
              dataSource={samples(key)}
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
  return (
    <Popover content={<div style={{ width: 350 }}>{content}</div>} trigger="click" placement="bottomRight" arrow={false}>
      <Badge count={total} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('notice.title')} data-testid="notice-button" />
      </Badge>
    </Popover>
  );
}
