import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Modal, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../resources/resource/api';
import { usePictureUpload } from './use-picture-upload';

type Props = { id?: string; value?: string; onChange: (link: string) => void; disabled?: boolean; label: string };

const IMAGE = /\.(jpe?g|png|gif|webp)$/i;
/** The file endpoint takes up to 2 MB; told here before anything is sent. */
const MAX_MB = 2;

/**
 * A picture field (a logo, an avatar, a QR code): checks type and size first, uploads through
 * `put-file` with the app's http client and keeps `data.link`; the picture previews full size.
 */
export default function ImageField({ id, value, onChange, disabled, label }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [preview, setPreview] = useState(false);
  const { customRequest, uploading } = usePictureUpload(resourceApi.putFile, onChange);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const picture = file.type ? file.type.startsWith('image/') : IMAGE.test(file.name);
    if (!picture) message.error(t('crud.imageType'));
    else if (file.size > MAX_MB * 1024 * 1024) message.error(t('crud.imageSize', { mb: MAX_MB }));
    else return true;
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="image-field" id={id}>
      {value && (
        <button
          type="button"
          className="image-field-picture"
          onClick={() => setPreview(true)}
          aria-label={t('crud.imagePreview', { label })}
        >
          <img src={value} alt={label} />
        </button>
      )}
      <Upload
        accept=".jpg,.jpeg,.png,.gif,.webp"
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled || uploading}
      >
        <Button icon={uploading ? <LoadingOutlined /> : <PlusOutlined />} disabled={disabled} loading={uploading}>
          {t(value ? 'crud.imageChange' : 'crud.imageUpload')}
        </Button>
      </Upload>
      {value && !disabled && (
        <Button type="link" danger onClick={() => onChange('')}>
          {t('crud.imageRemove')}
        </Button>
      )}
      <Modal open={preview} footer={null} onCancel={() => setPreview(false)} title={label} destroyOnHidden>
        <img src={value} alt={label} className="image-field-full" />
      </Modal>
    </div>
  );
}
