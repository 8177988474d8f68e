import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { config } from '../../config';
import type { GuestRegistration } from '../../providers/auth-provider';
import { useSessionServices } from '../../providers/session-context';
import { toast } from '../../providers/toast';
import { PasswordInput } from '../../lib/password-input';

/** The registration plus its confirmation, which only this dialog checks. */
type Form = Omit<GuestRegistration, 'messages'> & { password2: string };
type Props = { oauthId: string; open: boolean; onClose: () => void };

const empty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The spec §5 checks, in order: the first that fails is the one shown. */
export function firstRegistrationProblem(values: Partial<Form>): { field: keyof Form; key: string } | null {
  if (empty(values.tenantId)) return { field: 'tenantId', key: 'register.tenantRequired' };
  if (empty(values.account)) return { field: 'account', key: 'register.accountRequired' };
  if (empty(values.password)) return { field: 'password', key: 'register.passwordRequired' };
  if (empty(values.password2)) return { field: 'password2', key: 'register.passwordRequired' };
  if (values.password !== values.password2) return { field: 'password2', key: 'register.mismatch' };
  return null;
}

/** 账号注册: an unbound third-party account asks for an account of its own. */
export function GuestRegisterDialog({ oauthId, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Form>();
  const { auth } = useSessionServices();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const submit = () => {
    const values = form.getFieldsValue(true) as Form;
    const problem = firstRegistrationProblem(values);
    form.setFields((['tenantId', 'account', 'password', 'password2'] as const).map((name) => ({ name, errors: [] })));
    if (problem) {
      form.setFields([{ name: problem.field, errors: [t(problem.key)] }]);
      return;
    }
    setPending(true);
    const { password2: _confirmed, ...fields } = values;
    void auth
      .register({
        ...fields,
        name: fields.name ?? '',
        oauthId,
        messages: { success: t('register.success'), failed: t('register.failed') },
      })
      .then((answer) => {
        if (answer.success) {
          toast.show('success', t('register.success'));
          onClose();
          // Logged out already; /login without the third-party query.
          navigate(answer.redirectTo ?? '/login', { replace: true });
        } else {
          toast.show('error', answer.error?.message || t('register.failed'));
        }
      })
      .finally(() => setPending(false));
  };
  return (
    <Modal
      open={open}
      title={t('register.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('register.submit')}
      cancelText={t('crud.cancel')}
      confirmLoading={isPending}
      maskClosable={false}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ tenantId: config.tenantId }} requiredMark>
        <Form.Item name="tenantId" label={t('register.tenantId')} required>
          <Input placeholder={t('register.placeholders.tenantId')} />
        </Form.Item>
        <Form.Item name="name" label={t('register.name')}>
          <Input placeholder={t('register.placeholders.name')} />
        </Form.Item>
        <Form.Item name="account" label={t('register.account')} required>
          <Input placeholder={t('register.placeholders.account')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')} required>
          <PasswordInput placeholder={t('register.placeholders.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password2" label={t('register.password2')} required>
          <PasswordInput placeholder={t('register.placeholders.password2')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('register.oauthId')}>
          <Input value={oauthId} disabled />
        </Form.Item>
      </Form>
    </Modal>
  );
}
