import { useCustom } from '@refinedev/core';
import { Form } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import { PickSelect } from '../../crud/pick-select';

type Region = { code: string; name: string };
type Props = { id?: string; value?: string; onChange?: (value: string | undefined) => void; provinceField?: string };

/**
 * A city of the province picked in the same form (`region/select?code=<province>`): none until a
 * province is picked, and cleared when the province changes to one it is not in (a city's code
 * starts with its province's).
 */
export function CitySelect({ id, value, onChange, provinceField = 'provinceCode' }: Props) {
  const { t } = useTranslation();
  const province = Form.useWatch(provinceField) as string | undefined;
  const { query, result } = useCustom<Region[]>({
    url: otoApi.regionSelect,
    method: 'get',
    config: { query: { code: province ?? '' } },
    queryOptions: { enabled: !!province, staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const data = result.data;
  const options = useMemo(
    () => (Array.isArray(data) ? data : []).map((city) => ({ value: city.code, label: city.name })),
    [data],
  );
  // The province as first seen is the record's own (a watched field reads undefined at first).
  const lastProvince = useRef(province);
  useEffect(() => {
    const changed = lastProvince.current !== undefined && lastProvince.current !== province;
    lastProvince.current = province;
    if (changed && value && !(province && String(value).startsWith(province))) onChange?.(undefined);
  }, [province, value, onChange]);
  return (
    <PickSelect
      id={id}
      label="oto.org.cityCode"
      disabled={!province}
      loading={!!province && query.isLoading}
      options={province ? options : []}
      value={value}
      onChange={onChange}
      waiting={province ? undefined : t('oto.org.cityAfterProvince')}
    />
  );
}
