import { useCustom } from '@refinedev/core';
import { Alert, App, Button, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost } from '../../crud/use-action-post';
import { useEscInPopup } from '../../crud/use-esc-in-popup';
import { developApi } from '../../resources/develop/api';
import { fill, useDevelopWords } from './develop-words';
import { PrototypeGrid } from './prototype-grid';
import { bodyOf, isSaved, rowFromAnswer } from './prototype-row';
import { createPrototypeStore, useChanged, type PrototypeStore } from './prototype-store';
import { useWarnBeforeUnload } from '../../crud/use-warn-before-unload';
import './prototype-dialog.css';

type Answer = Record<string, unknown>[];
type Dict = { code: string; dictValue: string };

// Header, notice line, table head and footer around the grid's own scroll area.
const gridHeight = () => Math.max(240, window.innerHeight - 330);

/**
 * 模型配置 of a model: its fields in an editable grid (model-prototype: the saved ones, else the
 * table's columns), saved in one submit-list call. A refused save keeps the dialog and every edit
 * (the request layer shows why); closing or leaving the page with edits asks first.
 */
export default function PrototypeDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const words = useDevelopWords();
  const { message } = App.useApp();
  const model = rows[0];
  const modelId = String(model.id);
  // Fresh on every opening: what was saved last is what the grid starts from.
  const { query, result } = useCustom<Answer>({
    url: developApi.modelPrototype,
    method: 'get',
    config: { query: { modelId, datasourceId: String(model.datasourceId ?? '') } },
    queryOptions: { gcTime: 0, staleTime: 0, refetchOnWindowFocus: false },
    errorNotification: false,
  });
  const dicts = useCustom<Dict[]>({
    url: developApi.dictSelect,
    method: 'get',
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const dictData = dicts.result.data;
  const dictOptions = useMemo(
    () => (Array.isArray(dictData) ? dictData.map((dict) => ({ label: dict.dictValue, value: dict.code })) : []),
    [dictData],
  );
  const [store, setStore] = useState<PrototypeStore | null>(null);
  const answer = result.data;
  // The grid's rows are made once, from the first answer; edits are never replaced by a later one.
  if (!store && Array.isArray(answer))
    setStore(createPrototypeStore(answer.map((item) => rowFromAnswer(item, modelId))));
  const changed = useChanged(store);
  const [height] = useState(gridHeight);
  // Esc in an open select closes the select, not the dialog.
  const escInPopup = useEscInPopup();

  useWarnBeforeUnload(changed);

  // The list of models does not change with their fields: nothing to refresh after.
  const dialog = useActionDialog(onDone, () => !!store?.changed());
  const { post, pending } = useActionPost();
  const submit = async () => {
    if (!store) return;
    const wrong = store.check();
    if (wrong > 0) {
      message.error(fill(words.blankNames, { count: wrong }));
      return;
    }
    if (await post(developApi.submitList, store.rows().map(bodyOf), t('crud.updateSuccess'))) dialog.close();
  };

  const fromTable = store !== null && store.size > 0 && !isSaved(store.row(0));
  return (
    <DialogFrame
      dialog={dialog}
      className="prototype-dialog"
      title={fill(words.title, { name: String(model.modelName ?? '') })}
      width="min(1680px, 96vw)"
      style={{ top: 24 }}
      maskClosable={false}
      footer={[
        <Button key="close" onClick={dialog.cancel}>
          {t('crud.close')}
        </Button>,
        <Button key="submit" type="primary" disabled={!store} loading={pending} onClick={() => void submit()}>
          {words.submit}
        </Button>,
      ]}
    >
      {query.isError ? (
        <Alert type="error" showIcon message={query.error?.message || t('crud.loadFailed')} />
      ) : !store ? (
        <Spin>
          <div style={{ height }} />
        </Spin>
      ) : (
        <div {...escInPopup}>
          <Alert
            className="prototype-notice"
            type={fromTable ? 'warning' : 'info'}
            showIcon
            message={
              fromTable
                ? fill(words.fromTable, { table: String(model.modelTable ?? ''), count: store.size })
                : fill(words.saved, { count: store.size })
            }
          />
          <PrototypeGrid store={store} dictOptions={dictOptions} height={height} />
        </div>
      )}
    </DialogFrame>
  );
}
