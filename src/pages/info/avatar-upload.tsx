import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { type HttpError, useCustomMutation } from '@refinedev/core';
import { App, Avatar, Button, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { avatarProblem } from './profile-rules';
import { type PutFileAnswer, userApi } from './user-api';

type Props = { value?: string; onChange?: (link: string) => void };

/**
 * The avatar of the profile form: checks type and size before anything is sent, uploads through
 * `put-file` with the app's http client (same headers as every call) and keeps `data.link`.
 */
export function AvatarUpload({ value, onChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation<PutFileAnswer, HttpError, FormData>();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file);
    if (!problem) return true;
    message.error(t(problem.key, problem.values));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const form = new FormData();
    // antd hands over the File the user chose; the browser sends its name with it.
    form.append('file', file as Blob);
    try {
      const answer = await mutateAsync({ url: userApi.putFile, method: 'post', values: form, errorNotification: false });
      onChange?.(answer.data.link);
      onSuccess?.(answer.data);
    } catch (error) {
      // The request layer has shown the server's message.
      onError?.(error as Error);
    }
  };

  const uploading = mutation.isPending;
  return (
    <div className="info-avatar">
      <Upload accept=".jpg,.jpeg,.png" showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={uploading}>
        <div className="info-avatar-picker">
          <div className="info-avatar-picture">
            <Avatar size={96} src={value || undefined} icon={<UserOutlined />} alt={t('info.avatar')} />
            <span className="info-avatar-mask">{uploading ? <LoadingOutlined /> : <CameraOutlined />}</span>
          </div>
          <Button loading={uploading}>{t('info.avatarChange')}</Button>
        </div>
      </Upload>
      <Typography.Text type="secondary" className="info-avatar-hint">{t('info.avatarHint', { kb: config.avatarMaxKb })}</Typography.Text>
    </div>
  );
}
