// The router's status screens (spec §8): Bad Request 400, Forbidden 403, Not Found 404 (with "No
// route matches URL"), Method Not Allowed 405.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Logo } from '../../ui/logo';

export function StatusScreen({ status, detail, embedded }: { status: 400 | 403 | 404 | 405; detail?: string; embedded?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper className={cn('flex flex-col items-center justify-center gap-5 px-6 py-12 text-center text-ink', embedded ? 'min-h-[60vh]' : 'min-h-screen bg-page')}>
      {!embedded && <Logo compact />}
      <p className="text-6xl font-bold text-primary-ink" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-3xl font-bold">{t(`errors.status${status}`)}</h1>
      <p className="max-w-lg text-muted">
        {status === 404 ? (
          <>
            {t('errors.noRouteMatches')} <code className="rounded bg-surface px-1.5 py-0.5 text-ink">{location.pathname}</code>
          </>
        ) : (
          (detail ?? t(`errors.status${status}Detail`))
        )}
      </p>
      <Link to="/dashboard/" className={buttonClasses({ color: 'primary' })}>
        {t('common.backToDashboard')}
      </Link>
    </Wrapper>
  );
}
