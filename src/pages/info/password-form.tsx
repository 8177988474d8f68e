import { type BaseRecord, type HttpError, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Form, Space } from 'antd';
import md5 from 'crypto-js/md5';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import { PASSWORD_MIN } from './profile-rules';
import { PasswordInput } from '../../lib/password-input';

type PasswordValues = { oldPassword: string; newPassword: string; newPassword1: string };

/** Blade reads the three passwords from the query string, each as md5 hex like the login's. */
const updatePasswordUrl = (values: PasswordValues) => {
  const query = new URLSearchParams({
    oldPassword: md5(values.oldPassword).toString(),
    newPassword: md5(values.newPassword).toString(),
    newPassword1: md5(values.newPassword1).toString(),
  });
  // Refine's custom mutation forwards no query params, so they ride on the URL.
  return `${systemApi.user.updatePassword}?${query.toString()}`;
};

/** Tab "change password". A refused change (wrong current password) keeps what was typed. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, undefined>();

  async function save(values: PasswordValues) {
    try {
      await mutateAsync({
        url: updatePasswordUrl(values),
        method: 'post',
        values: undefined,
        successNotification: () => ({ message: t('info.saved'), type: 'success' }),
        errorNotification: false,
      });
      form.resetFields();
    } catch {
      // The request layer has shown the server's message.
    }
  }

  const password = (key: keyof PasswordValues, autoComplete: string) => (
    <PasswordInput placeholder={t(`info.placeholders.${key}`)} autoComplete={autoComplete} />
  );

  return (
    <Form<PasswordValues> form={form} layout="vertical" className="info-password-form" onFinish={save}>
      <Alert type="info" showIcon message={t('info.passwordHint')} className="info-password-hint" />
      <Form.Item
        name="oldPassword"
        label={t('info.oldPassword')}
        rules={[{ required: true, message: t('info.oldPasswordRequired') }]}
      >
        {password('oldPassword', 'current-password')}
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('info.newPassword')}
        validateFirst
        rules={[
          { required: true, message: t('info.newPasswordRequired') },
          { min: PASSWORD_MIN, message: t('info.passwordMin', { min: PASSWORD_MIN }) },
        ]}
      >
        {password('newPassword', 'new-password')}
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('info.newPassword1')}
        dependencies={['newPassword']}
        validateFirst
        rules={[
          { required: true, message: t('info.newPassword1Required') },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('info.passwordMismatch'))),
          }),
        ]}
      >
        {password('newPassword1', 'new-password')}
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('info.save')}
        </Button>
        <Button onClick={() => form.resetFields()}>{t('info.reset')}</Button>
      </Space>
    </Form>
  );
}
