import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner';

/** The full-page spinner as a screen of its own: a main landmark and a heading (axe: landmark-one-main, page-has-heading-one; issue 36). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main>
      <h1 className="sr-only">{t('common.loading')}</h1>
      <Spinner fullScreen />
    </main>
  );
}

/** /loading: the full-page spinner on its own. */
export default function LoadingRoute() {
  return <LoadingScreen />;
}
