import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Document title = page label + product title. */
export function useDocumentTitle(label: string | undefined) {
  const { t } = useTranslation();
  const product = t('app.platform');
  useEffect(() => {
    document.title = label ? `${label} - ${product}` : product;
  }, [label, product]);
}
