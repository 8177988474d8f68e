import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../providers/i18n';

/** The login and lock pages' language switch: one button naming the other language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      aria-label={t('shell.language')}
      data-testid="language-switch"
      onClick={() => void changeLanguage(other)}
    >
      {t(`shell.languages.${other}`)}
    </Button>
  );
}
