import { useCustom } from '@refinedev/core';
import { Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps, FieldDef } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { FieldControl } from '../../crud/field-control';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost, withQuery } from '../../crud/use-action-post';

type Platform = { userType?: number | string; userExt?: string };
type Values = { userType?: string; userExt?: string };

const userTypeField: FieldDef = {
  name: 'userType',
  label: 'user.userType',
  type: 'select',
  options: { dict: 'user_type' },
};

const isJson = (text: string | undefined) => {
  if (!text?.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * 平台配置 of the selected users: the platform (dict user_type) and its extra settings (userExt, JSON
 * text). One user's are read from `platform-detail?id=`; saving sends
 * `update-platform?userId&userType&userExt` for each selected user (Blade takes one at a time).
 */
export default function PlatformDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dialog = useActionDialog(onDone);
  const single = rows.length === 1 ? String(rows[0].id) : '';
  const { query, result } = useCustom<Platform>({
    url: systemApi.user.platformDetail,
    method: 'get',
    config: { query: { id: single } },
    queryOptions: { enabled: !!single },
    errorNotification: false,
  });
  const detail = result.data as Platform | undefined;
  useEffect(() => {
    if (detail)
      form.setFieldsValue({
        userType: detail.userType === undefined || detail.userType === -1 ? undefined : String(detail.userType),
        userExt: detail.userExt ?? '',
      });
  }, [detail, form]);
  const { post, pending } = useActionPost();

  const save = async (values: Values) => {
    const query = { userType: values.userType ?? '', userExt: values.userExt ?? '' };
    // One after another: a refusal stops the rest, and the user is told once.
    for (const [index, row] of rows.entries()) {
      const url = withQuery(systemApi.user.updatePlatform, { userId: String(row.id), ...query });
      if (!(await post(url, undefined, index === rows.length - 1 && t('crud.updateSuccess')))) return;
    }
    dialog.finish();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={`${t('user.platformTitle')} · ${rows.map((row) => String(row.account)).join(', ')}`}
      width={560}
      okText={t('crud.update')}
      confirmLoading={pending}
      onOk={() => form.submit()}
    >
      <Spin spinning={!!single && query.isLoading}>
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="userType"
            label={t('user.userType')}
            rules={[{ required: true, message: t('user.userTypeRequired') }]}
          >
            <FieldControl field={userTypeField} />
          </Form.Item>
          <Form.Item
            name="userExt"
            label={t('user.userExt')}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  isJson(value) ? Promise.resolve() : Promise.reject(new Error(t('user.userExtInvalid'))),
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} placeholder='{"theme": "dark"}' spellCheck={false} />
          </Form.Item>
        </Form>
      </Spin>
    </ActionModal>
  );
}
