import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import './info-page.css';
import { PageTitle } from '../../shell/page-title';

/** /info/index: the signed-in user's own profile and password (spec §2 "Personal info"). */
export default function InfoPage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className="info-page" title={<PageTitle>{t('shell.userInfo')}</PageTitle>}>
      <Tabs
        defaultActiveKey="profile"
        items={[
          {
            key: 'profile',
            icon: <UserOutlined aria-hidden />,
            label: t('info.tabProfile'),
            children: <ProfileForm />,
          },
          {
            key: 'password',
            icon: <LockOutlined aria-hidden />,
            label: t('info.tabPassword'),
            children: <PasswordForm />,
          },
        ]}
      />
    </Card>
  );
}
