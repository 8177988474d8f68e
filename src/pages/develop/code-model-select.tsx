import { useDataProvider } from '@refinedev/core';
import { Form } from 'antd';
import type { FieldControlProps } from '../../resources/types';
import { FieldControl } from '../../crud/field-control';
import { developApi } from '../../resources/develop/api';
import { isBlank } from './blank-value';

type Model = { modelTable: string; modelName: string; modelCode: string };

/** What Saber fills in from a picked model where the form is still blank (BladeX's names for the service and package). */
function prefill(model: Model, prefix: string): Record<string, string> {
  const tablePrefix = prefix || `${model.modelTable.split('_')[0]}_`;
  return {
    tablePrefix,
    tableName: model.modelTable,
    codeName: model.modelName,
    serviceName: `blade-${model.modelCode}`,
    pkName: 'id',
    packageName: `org.springblade.${model.modelCode}`,
    subFkId: `${model.modelTable.replace(tablePrefix, '')}_id`,
  };
}

/**
 * 数据模型 of a generator configuration: the declared select (model/select), and a pick fills in
 * the table, prefix, module, service, key, package and sub-table key still blank (model/detail).
 */
export default function CodeModelSelect(props: FieldControlProps) {
  const form = Form.useFormInstance();
  const dataProvider = useDataProvider();
  const pick = async (next: unknown) => {
    props.onChange?.(next);
    if (isBlank(next)) return;
    const model = await dataProvider().custom!<Model>({
      url: developApi.modelDetail,
      method: 'get',
      query: { id: next },
    })
      .then(({ data }) => data)
      .catch(() => null);
    if (!model) return;
    const values = prefill(
      model,
      isBlank(form.getFieldValue('tablePrefix')) ? '' : String(form.getFieldValue('tablePrefix')),
    );
    form.setFieldsValue(Object.fromEntries(Object.entries(values).filter(([key]) => isBlank(form.getFieldValue(key)))));
  };
  return <FieldControl {...props} onChange={(next) => void pick(next)} />;
}
