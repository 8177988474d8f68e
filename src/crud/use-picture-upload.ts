import { App, Upload, type UploadProps } from 'antd';
import { useFileUpload } from './use-file-upload';
import { extensionOf, pictureCheck, pictureFormatOf, type PictureFormat } from './picture-format';

/** What a picture control accepts, where it sends it and what it says to a file it refuses. */
export type PictureRule = {
  formats: readonly PictureFormat[];
  /** The smallest size refused. */
  maxBytes: number;
  /** The message for a file whose bytes are none of `formats`, and for one too large. */
  typeMessage: string;
  sizeMessage: string;
  /** The call a picture goes to, given the extension of what it really is. */
  url: (extension: string) => string;
};

/**
 * antd Upload's `beforeUpload` and `customRequest` for a picture (a logo, an avatar): a file is
 * checked by its first bytes and its size before anything is sent (a text file named a.png is
 * refused with the rule's message), then sent to the rule's call; the stored link goes to
 * `onLink`. A refusal of the server has been shown by the request layer; the old picture stays.
 */
export function usePictureUpload(rule: PictureRule, onLink: (link: string) => void) {
  const { message } = App.useApp();
  const { upload, pending } = useFileUpload();
  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const checked = await pictureCheck(file, rule.formats, rule.maxBytes);
    if (!('problem' in checked)) return true;
    message.error(checked.problem === 'type' ? rule.typeMessage : rule.sizeMessage);
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as Blob;
    pictureFormatOf(blob, rule.formats)
      .then((format) => upload(rule.url(extensionOf(format ?? rule.formats[0])), blob))
      .then(
        (answer) => {
          onLink(answer.link);
          onSuccess?.(answer);
        },
        (error: Error) => onError?.(error),
      );
  };
  return { beforeUpload, customRequest, uploading: pending };
}
