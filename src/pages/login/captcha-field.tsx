import { useCustom } from '@refinedev/core';
import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';

type Captcha = { key: string; image: string };

/**
 * The captcha row of the login form (captcha mode only). Its key rides along in a hidden field;
 * `version` changes after a failed login so a used code is never resubmitted.
 */
export function CaptchaField({ version }: { version: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { query, result } = useCustom<Captcha>({
    url: `/${config.services.auth}/captcha`,
    method: 'get',
    meta: { raw: true },
    queryOptions: { staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });
  const captcha = result.data as Captcha | undefined;
  const { refetch } = query;
  useEffect(() => {
    form.setFieldValue('captchaKey', captcha?.key);
  }, [captcha?.key, form]);
  useEffect(() => {
    if (version > 0) {
      form.setFieldValue('captchaCode', '');
      void refetch();
    }
  }, [version, form, refetch]);
  return (
    <Form.Item required>
      <div className="login-captcha">
        <Form.Item name="captchaCode" noStyle rules={[{ required: true, message: t('login.captchaRequired') }]}>
          <Input size="large" prefix={<SafetyOutlined />} placeholder={t('login.captcha')} maxLength={6} autoComplete="off" />
        </Form.Item>
        <button type="button" className="login-captcha-image" title={t('login.captchaRefresh')} onClick={() => refetch()}>
          {captcha?.image ? <img src={captcha.image} alt={t('login.captcha')} /> : <span>{query.isError ? t('login.captchaFailed') : '…'}</span>}
        </button>
      </div>
      <Form.Item name="captchaKey" hidden>
        <Input />
      </Form.Item>
    </Form.Item>
  );
}
