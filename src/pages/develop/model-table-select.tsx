import { useCustom, useDataProvider } from '@refinedev/core';
import { Form } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldControlProps } from '../../resources/types';
import { PickSelect } from '../../crud/pick-select';
import { developApi } from '../../resources/develop/api';
import { isBlank } from './blank-value';
import { useDevelopWords } from './develop-words';

/** What table-list and table-info answer (MyBatis-Plus TableInfo, the parts read here). */
type TableInfo = { name: string; comment: string; entityName: string };

/**
 * 物理表名 of a model: one of the tables of the datasource picked in the same form (table-list,
 * labelled "name:comment"). Another datasource, another list: a table that is not in it is cleared.
 * Picking one fills in the class, name and code still blank from its table-info, as Saber does.
 */
export default function ModelTableSelect({ field, value, onChange, disabled, id }: FieldControlProps) {
  const words = useDevelopWords();
  const form = Form.useFormInstance();
  const datasourceId = Form.useWatch('datasourceId', form) as string | undefined;
  const dataProvider = useDataProvider();
  const { query, result } = useCustom<TableInfo[]>({
    url: developApi.tableList,
    method: 'get',
    config: { query: { datasourceId } },
    queryOptions: { enabled: !isBlank(datasourceId), staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const tables = !isBlank(datasourceId) && Array.isArray(result.data) ? result.data : undefined;
  const options = useMemo(() => (tables ?? []).map((table) => ({ label: table.comment, value: table.name })), [tables]);

  // Cleared only once the new datasource's tables are known (an edit's own table stays).
  const shownFor = useRef(datasourceId);
  useEffect(() => {
    if (!tables || query.isFetching) return;
    if (
      shownFor.current !== undefined &&
      shownFor.current !== datasourceId &&
      !isBlank(value) &&
      !tables.some((table) => table.name === value)
    )
      onChange?.(undefined);
    shownFor.current = datasourceId;
  }, [tables, query.isFetching, datasourceId, value, onChange]);

  const pick = async (name: string | undefined) => {
    onChange?.(name);
    if (!name || isBlank(datasourceId)) return;
    const info = await dataProvider().custom!<TableInfo>({
      url: developApi.tableInfo,
      method: 'get',
      query: { tableName: name, datasourceId },
    })
      .then(({ data }) => data)
      .catch(() => null);
    if (!info) return;
    const blank = (key: string) => isBlank(form.getFieldValue(key));
    form.setFieldsValue({
      ...(blank('modelClass') ? { modelClass: info.entityName } : {}),
      ...(blank('modelName') ? { modelName: info.comment } : {}),
      ...(blank('modelCode') ? { modelCode: info.entityName.replace(/^./, (first) => first.toLowerCase()) } : {}),
    });
  };

  return (
    <PickSelect
      id={id}
      label={field.label}
      disabled={disabled || isBlank(datasourceId)}
      loading={query.isFetching}
      options={options}
      value={value}
      onChange={(next) => void pick(next)}
      waiting={isBlank(datasourceId) ? words.datasourceFirst : undefined}
    />
  );
}
