import { useCustom } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import type { ActionDialogProps } from '../../resources/types';
import { flowApi } from './flow-api';

type Model = { modelKey?: string; name?: string; modelEditorXml?: string };

/** Saves a text as a file the browser downloads. */
function save(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 下载 a model: its XML (model/detail) saved as `<modelKey>.bpmn20.xml`, the name deploy-upload
 * takes back. A failed detail call is toasted by the request layer; the action ends either way.
 */
export default function ModelDownloadAction({ rows, onDone }: ActionDialogProps) {
  const id = String(rows[0]?.id ?? '');
  const { result, query } = useCustom<Model>({ url: flowApi.modelDetail, method: 'get', config: { query: { id } }, queryOptions: { gcTime: 0 } });
  const done = useRef(false);
  useEffect(() => {
    if (done.current || query.isLoading) return;
    done.current = true;
    const model = result.data;
    if (model?.modelEditorXml) save(model.modelEditorXml, `${model.modelKey || model.name || id}.bpmn20.xml`);
    onDone(false);
  }, [query.isLoading, result.data, id, onDone]);
  return null;
}
