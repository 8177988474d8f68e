import { type HttpError, useCustomMutation } from '@refinedev/core';
import type { AxiosProgressEvent } from 'axios';

/** Blade's BladeFile: what the file endpoints answer. */
export type BladeFile = { link: string; domain: string; name: string; originalName: string; attachId: string | number };

/**
 * An axios upload-progress listener telling `onPercent` how much has gone, up to 99: the last
 * percent is the answer's, not the last byte's.
 */
export const uploadProgress = (onPercent: (percent: number) => void) => (event: AxiosProgressEvent) => {
  if (event.total) onPercent(Math.min(99, Math.round((event.loaded / event.total) * 100)));
};

/**
 * Sends a file as Blade's file endpoints take it (multipart part `file`) through the app's http
 * client, telling `onPercent` how much has gone; resolves the BladeFile. A refusal has been shown
 * by the request layer when the promise rejects.
 */
export function useFileUpload() {
  const { mutateAsync, mutation } = useCustomMutation<BladeFile, HttpError, FormData>();
  const upload = async (url: string, file: Blob, onPercent?: (percent: number) => void): Promise<BladeFile> => {
    const form = new FormData();
    form.append('file', file);
    const onUploadProgress = uploadProgress((percent) => onPercent?.(percent));
    const answer = await mutateAsync({
      url,
      method: 'post',
      values: form,
      meta: { request: { onUploadProgress } },
      successNotification: false,
      errorNotification: false,
    });
    // Sent and answered: complete, whatever the progress events said (some transports send none).
    onPercent?.(100);
    return answer.data;
  };
  return { upload, pending: mutation.isPending };
}
