import { type HttpError, useCustom, useCustomMutation, useInvalidateAuthStore } from '@refinedev/core';
import { Button, Col, Form, Input, Row, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import { RetryAlert } from '../../crud/retry-alert';
import { AvatarUpload } from './avatar-upload';
import { emailRules, phoneRules } from './profile-rules';
import { storeProfile } from './stored-user';
import type { ProfileValues, UserProfile } from './user-profile';

type FormValues = Omit<ProfileValues, 'id'>;

const formValuesOf = (user: UserProfile): FormValues => ({
  avatar: user.avatar ?? '',
  realName: user.realName ?? '',
  name: user.name ?? '',
  phone: user.phone ?? '',
  email: user.email ?? '',
});

/** Tab "personal info": the signed-in user's own record, saved with `update-info`. */
export function ProfileForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { query, result } = useCustom<UserProfile>({
    url: systemApi.user.info,
    method: 'get',
    queryOptions: { staleTime: 0 },
    errorNotification: false,
  });
  const user = query.isSuccess ? (result.data as UserProfile | undefined) : undefined;
  const { mutateAsync, mutation } = useCustomMutation<UserProfile, HttpError, ProfileValues>();
  const invalidateAuth = useInvalidateAuthStore();

  useEffect(() => {
    if (user) form.setFieldsValue(formValuesOf(user));
  }, [user, form]);

  async function save(values: FormValues) {
    if (!user) return;
    const body: ProfileValues = { id: user.id, ...values };
    try {
      await mutateAsync({
        url: systemApi.user.updateInfo,
        method: 'post',
        values: body,
        successNotification: () => ({ message: t('info.saved'), type: 'success' }),
        errorNotification: false,
      });
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
      return;
    }
    storeProfile(body);
    await invalidateAuth();
  }

  /** Back to what the server holds, without the messages of the abandoned edit. */
  const restore = () => {
    form.resetFields();
    if (user) form.setFieldsValue(formValuesOf(user));
  };

  const label = (key: string) => t(`info.${key}`);
  const placeholder = (key: keyof FormValues) => t(`info.placeholders.${key}`);

  if (query.isError) {
    return <RetryAlert message={t('info.loadFailed')} onRetry={query.refetch} />;
  }
  return (
    <Spin spinning={query.isLoading}>
      <Form<FormValues> form={form} layout="vertical" className="info-profile-form" onFinish={save} disabled={!user}>
        <Form.Item name="avatar" label={label('avatar')}>
          <AvatarUpload />
        </Form.Item>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="realName" label={label('realName')}>
              <Input placeholder={placeholder('realName')} maxLength={20} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="name" label={label('name')}>
              <Input placeholder={placeholder('name')} maxLength={20} autoComplete="nickname" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="phone" label={label('phone')} rules={phoneRules(t)} validateFirst>
              <Input placeholder={placeholder('phone')} inputMode="numeric" autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="email" label={label('email')} rules={emailRules(t)}>
              <Input placeholder={placeholder('email')} autoComplete="email" />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('info.save')}
          </Button>
          <Button onClick={restore}>{t('info.reset')}</Button>
        </Space>
      </Form>
    </Spin>
  );
}
