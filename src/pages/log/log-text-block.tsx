import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy-text';

type Props = { title: string; text: string; tall?: boolean };

/**
 * A long text of a log (request data, log data, a stack trace) in a monospace block that scrolls
 * on its own, with a button that copies it whole. One text node: a trace of thousands of lines
 * costs the browser one layout, not a React element per line.
 */
export function LogTextBlock({ title, text, tall }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    if (await copyText(text)) message.success(t('logs.copied'));
    else message.error(t('logs.copyFailed'));
  };
  return (
    <section className="log-text" aria-label={title}>
      <header className="log-text-head">
        <span className="log-text-title">{title}</span>
        {text && (
          <Button
            size="small"
            icon={<CopyOutlined aria-hidden />}
            onClick={copy}
            aria-label={`${t('logs.copy')} ${title}`}
          >
            {t('logs.copy')}
          </Button>
        )}
      </header>
      {text ? (
        <pre className={tall ? 'log-text-body log-text-tall' : 'log-text-body'}>{text}</pre>
      ) : (
        <div className="value-empty">-</div>
      )}
    </section>
  );
}
