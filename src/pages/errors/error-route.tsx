import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import ErrorPage, { type ErrorStatus } from './error-page';

/**
 * The public /403, /404 and /500 routes: the error page with a title of its own. The 403 shown
 * inside the console leaves the title to the console (it names the tab's page).
 */
export default function ErrorRoute({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`errors.titles.${status}`));
  return <ErrorPage status={status} />;
}
