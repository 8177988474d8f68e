import { useCustom } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import type { ActionDialogProps } from '../../resources/types';
import { saveFile } from '../../crud/export-file';
import { flowApi } from '../../resources/flow/api';

type Model = { modelKey?: string; name?: string; modelEditorXml?: string };

/**
 * 下载 a model: its XML (model/detail) saved as `<modelKey>.bpmn20.xml`, the name deploy-upload
 * takes back. A failed detail call is toasted by the request layer; the action ends either way.
 */
export default function ModelDownloadAction({ rows, onDone }: ActionDialogProps) {
  const id = String(rows[0]?.id ?? '');
  const { result, query } = useCustom<Model>({
    url: flowApi.modelDetail,
    method: 'get',
    config: { query: { id } },
    queryOptions: { gcTime: 0 },
  });
  const done = useRef(false);
  useEffect(() => {
    if (done.current || query.isLoading) return;
    done.current = true;
    const model = result.data;
    if (model?.modelEditorXml)
      saveFile(
        new Blob([model.modelEditorXml], { type: 'application/xml' }),
        `${model.modelKey || model.name || id}.bpmn20.xml`,
      );
    onDone(false);
  }, [query.isLoading, result.data, id, onDone]);
  return null;
}
