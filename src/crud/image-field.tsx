import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../resources/resource/api';
import { acceptOf, PICTURE_FORMATS, PICTURE_MAX_MB } from './picture-format';
import { usePictureUpload } from './use-picture-upload';

type Props = { id?: string; value?: string; onChange: (link: string) => void; disabled?: boolean; label: string };

const putFile = () => resourceApi.putFile;

/**
 * A picture field (a logo, an avatar, a QR code): checks what the file is (by its bytes) and its
 * size first (the file endpoint takes up to 2 MB; told here before anything is sent), uploads through
 * `put-file` with the app's http client and keeps `data.link`; the picture previews full size.
 */
export default function ImageField({ id, value, onChange, disabled, label }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const rule = {
    formats: PICTURE_FORMATS,
    maxBytes: PICTURE_MAX_MB * 1024 * 1024,
    typeMessage: t('crud.imageType'),
    sizeMessage: t('crud.imageSize', { mb: PICTURE_MAX_MB }),
    url: putFile,
  };
  const { beforeUpload, customRequest, uploading } = usePictureUpload(rule, onChange);

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
        accept={acceptOf(PICTURE_FORMATS)}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled || uploading}
      >
        <Button
          icon={uploading ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
          disabled={disabled}
          loading={uploading}
        >
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
