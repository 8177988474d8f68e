import { TranslationOutlined } from '@ant-design/icons';
import { useSetLocale } from '@refinedev/core';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../config';
import { usePopupTooltip } from './use-popup-tooltip';

const languages: Language[] = ['zh', 'en'];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const setLocale = useSetLocale();
  const { popupOpen, onPopupOpenChange, tooltipOpen } = usePopupTooltip();
  return (
    <Dropdown
      trigger={['click']}
      open={popupOpen}
      onOpenChange={onPopupOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: languages.map((lang) => ({ key: lang, label: t(`shell.languages.${lang}`) })),
        onClick: ({ key }) => setLocale(key),
      }}
    >
      <Tooltip title={t('shell.language')} open={tooltipOpen}>
        <Button
          type="text"
          className="language-switch"
          icon={<TranslationOutlined />}
          aria-label={t('shell.language')}
          data-testid="language-switch"
        >
          {t(`shell.languages.${i18n.language === 'en' ? 'en' : 'zh'}`)}
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
