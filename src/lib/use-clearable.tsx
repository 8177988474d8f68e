import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An input's `allowClear`, its clear button named in the user's language (antd's icon says "close-circle"). */
export function useClearable() {
  const { t } = useTranslation();
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('crud.clearField')} /> }), [t]);
}
