import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { resourceApi } from '../../resources/resource/api';
import { avatarProblem } from './profile-rules';
import { usePictureUpload } from '../crud/use-picture-upload';

type Props = { value?: string; onChange?: (link: string) => void };

/**
 * The avatar of the profile form: checks type and size before anything is sent, uploads through
 * `put-file` with the app's http client (same headers as every call) and keeps `data.link`.
 */
export function AvatarUpload({ value, onChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { customRequest, uploading } = usePictureUpload(resourceApi.putFile, (link) => onChange?.(link));

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file);
    if (!problem) return true;
    message.error(t(problem.key, problem.values));
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="info-avatar">
      <Upload
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={uploading}
      >
        <div className="info-avatar-picker">
          <div className="info-avatar-picture">
            <Avatar size={96} src={value || undefined} icon={<UserOutlined />} alt={t('info.avatar')} />
            <span className="info-avatar-mask">{uploading ? <LoadingOutlined /> : <CameraOutlined />}</span>
          </div>
          <Button loading={uploading}>{t('info.avatarChange')}</Button>
        </div>
      </Upload>
      <Typography.Text type="secondary" className="info-avatar-hint">
        {t('info.avatarHint', { kb: config.avatarMaxKb })}
      </Typography.Text>
    </div>
  );
}
