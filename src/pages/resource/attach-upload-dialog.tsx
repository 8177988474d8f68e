import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../resources/resource/api';
import type { ActionDialogProps } from '../../resources/types';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import { ATTACH_ACCEPT, UPLOAD_MAX_MB, attachProblem } from './file-rules';
import { fill, useDialogWords } from './dialog-words';
import { useFileUpload } from '../../crud/use-file-upload';

/**
 * 上传 (Saber's 附件上传): each file picked or dropped is checked (kind, size) before anything is
 * sent, then posted to `put-file-attach`, which keeps it as an attachment; the list shows each
 * file's progress. The list behind refreshes when the dialog closes after an upload.
 */
export default function AttachUploadDialog({ onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = useDialogWords();
  const dialog = useActionDialog(onDone);
  const { upload } = useFileUpload();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = attachProblem(file);
    if (!problem) return true;
    message.error(fill(words[problem.key], problem.values));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    upload(resourceApi.putFileAttach, file as Blob, (percent) => onProgress?.({ percent })).then(
      (answer) => {
        dialog.markChanged();
        onSuccess?.(answer);
        message.success(words.uploaded);
      },
      // The request layer has shown the server's message; the file is marked failed in the list.
      (error: Error) => onError?.(error),
    );
  };

  return (
    <DialogFrame
      dialog={dialog}
      title={words.uploadTitle}
      width={560}
      maskClosable={false}
      footer={[
        <Button key="close" type="primary" onClick={dialog.close}>
          {t('crud.close')}
        </Button>,
      ]}
    >
      <Upload.Dragger multiple accept={ATTACH_ACCEPT} beforeUpload={beforeUpload} customRequest={customRequest}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-hint">{fill(words.uploadHint, { mb: UPLOAD_MAX_MB })}</p>
      </Upload.Dragger>
    </DialogFrame>
  );
}
