import type { UploadProps } from 'antd';
import { useFileUpload } from './use-file-upload';

/**
 * antd Upload's `customRequest` for a picture (a logo, an avatar): sends the file to `url` and
 * hands the stored link to `onLink`. A refusal has been shown by the request layer; the old
 * picture stays.
 */
export function usePictureUpload(url: string, onLink: (link: string) => void) {
  const { upload, pending } = useFileUpload();
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    upload(url, file as Blob).then(
      (answer) => {
        onLink(answer.link);
        onSuccess?.(answer);
      },
      (error: Error) => onError?.(error),
    );
  };
  return { customRequest, uploading: pending };
}
