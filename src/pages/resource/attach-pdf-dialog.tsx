import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../resources/resource/api';
import type { ActionDialogProps } from '../../resources/types';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import { fill, useDialogWords } from './dialog-words';
import { FileResult } from './file-result';
import { ATTACH_ACCEPT, attachProblem } from './file-rules';
import { useFileUpload, type BladeFile } from '../../crud/use-file-upload';

/**
 * 转PDF: pick a file, then 转换 sends it to `put-file-attach-to-pdf`, which answers the PDF (kept
 * as an attachment); its name and link are shown. The list refreshes when the dialog closes.
 */
export default function AttachPdfDialog({ onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = useDialogWords();
  const dialog = useActionDialog(onDone);
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number>();
  const [result, setResult] = useState<BladeFile>();
  const { upload, pending } = useFileUpload();

  const pick = (picked: File) => {
    const problem = attachProblem(picked);
    if (problem) message.error(fill(words[problem.key], problem.values));
    else {
      setFile(picked);
      setResult(undefined);
      setPercent(undefined);
    }
    // Kept until 转换, not sent by the picker.
    return false;
  };

  const convert = () => {
    if (!file) return;
    setPercent(0);
    upload(resourceApi.putFileAttachToPdf, file, setPercent).then(
      (answer) => {
        setResult(answer);
        dialog.markChanged();
        message.success(words.converted);
      },
      () => setPercent(undefined),
    );
  };

  return (
    <DialogFrame
      dialog={dialog}
      title={words.pdfTitle}
      width={620}
      maskClosable={false}
      footer={[
        <Button key="close" onClick={dialog.close}>
          {t('crud.close')}
        </Button>,
        <Button
          key="convert"
          type="primary"
          icon={<FilePdfOutlined aria-hidden />}
          disabled={!file}
          loading={pending}
          onClick={convert}
        >
          {words.convert}
        </Button>,
      ]}
    >
      <div className="file-pick">
        <Upload accept={ATTACH_ACCEPT} beforeUpload={pick} showUploadList={false} disabled={pending}>
          <Button icon={<UploadOutlined aria-hidden />}>{words.pickFile}</Button>
        </Upload>
        {file && <Typography.Text ellipsis>{file.name}</Typography.Text>}
      </div>
      {percent !== undefined && !result && <Progress percent={percent} size="small" />}
      {result && <FileResult file={result} />}
    </DialogFrame>
  );
}
