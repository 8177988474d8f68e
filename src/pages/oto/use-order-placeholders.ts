import { useTranslation } from 'react-i18next';
import { inSentence } from '../../crud/field-placeholder';

/** 请输入… / 请选择… for a label key, the label in sentence case in English ("Enter student"), as the declared forms say. */
export function useOrderPlaceholders() {
  const { t, i18n } = useTranslation();
  const label = (key: string) => inSentence(t(key), i18n.language);
  return {
    enter: (key: string) => t('crud.placeholder', { label: label(key) }),
    choose: (key: string) => t('crud.selectPlaceholder', { label: label(key) }),
  };
}
