import { useCustomMutation, type HttpError } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import { withQuery } from '../../crud/use-action-post';
import { developApi } from '../../resources/develop/api';
import { fill, useDevelopWords } from './develop-words';
import './gen-code-dialog.css';

type Envelope = { msg?: string; data?: unknown };
type Outcome = { message: string; files: string[] };

/** Saber's front end: the templates gen-code renders the web files for. */
const SYSTEM = 'saber';

/**
 * 代码生成 on the selected configurations (asked first, by the declaration): gen-code?ids&system,
 * then what the server said and, when its answer lists them, the files it wrote. A refusal is
 * shown by the request layer and closes this.
 */
export default function GenCodeDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const words = useDevelopWords();
  const dialog = useActionDialog(onDone);
  const { close } = dialog;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { mutateAsync } = useCustomMutation<Envelope, HttpError, undefined>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ids = rows.map((row) => String(row.id)).join(',');
    // The whole R envelope (raw): its msg is the answer, its data the files when listed.
    mutateAsync({
      url: withQuery(developApi.genCode, { ids, system: SYSTEM }),
      method: 'post',
      values: undefined,
      meta: { raw: true },
      successNotification: false,
      errorNotification: false,
    })
      .then(({ data }) => {
        const files = Array.isArray(data.data) ? data.data.map(String) : [];
        setOutcome({ message: data.msg || t('crud.success'), files });
      })
      .catch(close);
  }, [mutateAsync, rows, t, close]);

  return (
    <DialogFrame dialog={dialog} title={words.genTitle} width={860}>
      {!outcome ? (
        <Spin>
          <div className="gen-code-running">{fill(words.genRunning, { count: rows.length })}</div>
        </Spin>
      ) : (
        <>
          <Alert type="success" showIcon message={outcome.message} />
          {outcome.files.length > 0 && (
            <>
              <p className="gen-code-count">{fill(words.genFiles, { count: outcome.files.length })}</p>
              <ul className="gen-code-files">
                {outcome.files.map((file) => (
                  <li key={file}>{file}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </DialogFrame>
  );
}
