import { CheckOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../config';
import { changeLanguage } from '../providers/i18n';
import type { PopupPanelProps } from './use-popup-tooltip';

const languages: Language[] = ['zh', 'en'];

/**
 * The choice of both languages, the one in use ticked, under the language button. Fetched on the
 * first click (a popover would add ~19 KB to the login page) and mounted already open.
 */
export default function LanguageChoices({ trigger, open, onOpenChange, panelRef }: PopupPanelProps) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'zh';
  const choices = (
    <div className="language-choices" role="menu" aria-label={t('shell.language')} ref={panelRef}>
      {languages.map((lang) => (
        <Button
          key={lang}
          type="text"
          block
          role="menuitemradio"
          aria-checked={lang === current}
          icon={lang === current ? <CheckOutlined aria-hidden /> : <span className="language-choice-pad" />}
          onClick={() => {
            onOpenChange(false);
            void changeLanguage(lang);
          }}
        >
          {t(`shell.languages.${lang}`)}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover
      content={choices}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={onOpenChange}
    >
      {trigger}
    </Popover>
  );
}
