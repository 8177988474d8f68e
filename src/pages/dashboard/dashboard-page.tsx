import { useGetIdentity, useList } from '@refinedev/core';
import { Card, Col, Descriptions, Progress, Row, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLeaves } from '../../providers/menu-types';
import { useSessionServices, useSessionState } from '../../providers/session-context';
import { useRoleNames } from '../../shell/use-role-names';
import param from '../../resources/system/param';
import { PageTitle } from '../../shell/page-title';

type Identity = { name: string; tenantId: string; deptId: string };

/** /wel/dashboard — the console (hidden from the menu, reached from the user dropdown). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Identity>();
  const roleNames = useRoleNames();
  const { menus, permissions } = useSessionState();
  const { storage } = useSessionServices();
  const token = storage.getToken();
  const canParams = (menus ?? []).length > 0 && menuLeaves(menus ?? []).some((m) => m.path === '/system/param');
  const params = useList({
    resource: param.name,
    meta: { api: param.api },
    pagination: { pageSize: 1 },
    queryOptions: { enabled: canParams },
    errorNotification: false,
  });
  // The token's life when the page was opened (a kept-alive tab shows that moment, as a snapshot).
  const [openedAt] = useState(Date.now);
  const age = token ? (openedAt - token.datetime) / 1000 : 0;
  const life = token?.expiresIn ? Math.max(0, Math.min(100, 100 - (age / token.expiresIn) * 100)) : 0;
  const codes = Object.keys(permissions).sort();
  return (
    <Row gutter={[16, 16]} className="dashboard-page">
      <Col span={24}>
        <PageTitle className="dashboard-title">{t('menu.dashboard')}</PageTitle>
      </Col>
      <Col xs={24} md={8}>
        <Card variant="borderless">
          <Statistic title={t('dashboard.menus')} value={menuLeaves(menus ?? []).length} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card variant="borderless">
          <Statistic title={t('dashboard.permissions')} value={codes.length} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card variant="borderless">
          <Statistic title={t('dashboard.params')} value={canParams ? (params.result.total ?? '-') : '-'} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card variant="borderless" title={t('dashboard.session')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('wel.tenant')}>{user?.tenantId}</Descriptions.Item>
            <Descriptions.Item label={t('wel.role')}>{roleNames}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.loginAt')}>
              {token ? dayjs(token.datetime).format('YYYY-MM-DD HH:mm:ss') : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.tokenLife')}>
              <Progress
                percent={Math.round(life)}
                size="small"
                status={life < 15 ? 'exception' : 'active'}
                aria-label={t('dashboard.tokenLife')}
              />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        {/* The page's one long part and nothing else on it takes focus: a keyboard stop of its own
            lets a keyboard user scroll to the end of the codes. */}
        <Card
          variant="borderless"
          title={t('dashboard.buttons')}
          tabIndex={0}
          role="region"
          aria-label={t('dashboard.buttons')}
        >
          {codes.map((code) => (
            <Tag key={code} style={{ marginBottom: 6 }}>
              {code}
            </Tag>
          ))}
        </Card>
      </Col>
    </Row>
  );
}
