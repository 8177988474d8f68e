import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { resourceApi } from '../../resources/resource/api';
import { AVATAR_FORMATS, acceptOf } from '../../crud/picture-format';
import { usePictureUpload } from '../../crud/use-picture-upload';

type Props = { value?: string; onChange?: (link: string) => void };

/**
 * The avatar of the profile form: checks what the file is (by its bytes: jpg/png) and its size
 * before anything is sent, uploads through the avatar's own call (`put-file-by-name`, see
 * resourceApi.putAvatar) with the app's http client and keeps `data.link`.
 */
export function AvatarUpload({ value, onChange }: Props) {
  const { t } = useTranslation();
  const rule = {
    formats: AVATAR_FORMATS,
    maxBytes: config.avatarMaxKb * 1024,
    typeMessage: t('info.avatarType'),
    sizeMessage: t('info.avatarSize', { kb: config.avatarMaxKb }),
    url: resourceApi.putAvatar,
  };
  const { beforeUpload, customRequest, uploading } = usePictureUpload(rule, (link) => onChange?.(link));

  return (
    <div className="info-avatar">
      <Upload
        accept={acceptOf(AVATAR_FORMATS)}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={uploading}
      >
        <div className="info-avatar-picker">
          <div className="info-avatar-picture">
            <Avatar size={96} src={value || undefined} icon={<UserOutlined aria-hidden />} alt={t('info.avatar')} />
            <span className="info-avatar-mask">
              {uploading ? <LoadingOutlined aria-hidden /> : <CameraOutlined aria-hidden />}
            </span>
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
