import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../resources/resource/api';
import type { ActionDialogProps } from '../../resources/types';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import { fill, useDialogWords } from './dialog-words';
import { FileResult } from './file-result';
import { sizeProblem } from './file-rules';
import { useFileUpload, type BladeFile } from '../../crud/use-file-upload';

/**
 * 调试 of an object storage config (Saber's 对象存储上传调试): a picked file goes to
 * `put-file?code=<ossCode>`, so this config stores it whether or not it is the enabled one; the
 * answer's link is shown (and the picture, for one).
 */
export default function OssDebugDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = useDialogWords();
  const code = String(rows[0]?.ossCode ?? '');
  const dialog = useActionDialog(onDone);
  const [percent, setPercent] = useState<number>();
  const [result, setResult] = useState<BladeFile>();
  const { upload, pending } = useFileUpload();

  const pick = (file: File) => {
    const problem = sizeProblem(file);
    if (problem) {
      message.error(fill(words[problem.key], problem.values));
      return false;
    }
    setResult(undefined);
    setPercent(0);
    upload(`${resourceApi.putFile}?code=${encodeURIComponent(code)}`, file, setPercent).then(
      (answer) => {
        setResult(answer);
        message.success(words.uploaded);
      },
      () => setPercent(undefined),
    );
    // Sent above, with the code: not by the picker.
    return false;
  };

  return (
    <DialogFrame dialog={dialog} title={words.debugTitle} width={620}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('res.code')}>{code}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{words.debugHint}</Typography.Paragraph>
      <div className="file-pick">
        <Upload beforeUpload={pick} showUploadList={false} disabled={pending}>
          <Button icon={<UploadOutlined aria-hidden />} loading={pending}>
            {words.pickFile}
          </Button>
        </Upload>
        {percent !== undefined && !result && <Progress percent={percent} size="small" style={{ flex: 1 }} />}
      </div>
      {result && <FileResult file={result} />}
    </DialogFrame>
  );
}
