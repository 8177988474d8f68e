import { useCustom } from '@refinedev/core';
import { Form } from 'antd';
import { useMemo } from 'react';
import type { FieldControlProps } from '../../resources/types';
import { PickSelect } from '../../crud/pick-select';
import { developApi } from '../../resources/develop/api';
import { isBlank } from './blank-value';
import { useDevelopWords } from './develop-words';

type Prototype = { jdbcName: string; comment: string };

/**
 * A tree template's key, parent or name column: one of the saved fields of the model picked in
 * the same form (model-prototype/select, "column: comment"), as Saber offers them.
 */
export default function CodeColumnSelect({ field, value, onChange, disabled, id }: FieldControlProps) {
  const words = useDevelopWords();
  const modelId = Form.useWatch('modelId') as string | undefined;
  const { query, result } = useCustom<Prototype[]>({
    url: developApi.prototypeSelect,
    method: 'get',
    config: { query: { modelId } },
    queryOptions: { enabled: !isBlank(modelId) },
    errorNotification: false,
  });
  const rows = result.data;
  const options = useMemo(
    () =>
      !isBlank(modelId) && Array.isArray(rows) ? rows.map((row) => ({ label: row.comment, value: row.jdbcName })) : [],
    [modelId, rows],
  );
  return (
    <PickSelect
      id={id}
      label={field.label}
      disabled={disabled || isBlank(modelId)}
      loading={query.isFetching}
      options={options}
      notFoundContent={query.isSuccess ? words.noFields : undefined}
      value={value}
      onChange={(next) => onChange?.(next ?? '')}
      waiting={isBlank(modelId) ? words.modelFirst : undefined}
    />
  );
}
