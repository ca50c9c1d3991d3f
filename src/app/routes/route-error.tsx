// The route error screen (spec §2): title Error, the message (or "Something went wrong"), a hint, and
// a button that clears local storage, caches, service workers and the offline query cache, then
// reloads after 1 second (asking first when changes are not sent yet: clear-cache-button.tsx).
import { IconBadge } from '../../ui/card-screen';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../lib/error-reporting';
import { Button } from '../../ui/button';
import { ClearCacheButton } from './clear-cache-button';
import { StatusScreen } from './status-screen';

const ROUTER_STATUSES = new Set([400, 403, 404, 405]);

export function RouteErrorScreen() {
  const error = useRouteError();
  const routerStatus = isRouteErrorResponse(error) && ROUTER_STATUSES.has(error.status);
  // A crash is reported (when reporting is configured); the router's 400-405 are the coach's way in.
  useEffect(() => {
    if (!routerStatus) reportError(error);
  }, [error, routerStatus]);
  if (routerStatus) {
    return <StatusScreen status={error.status as 400 | 403 | 404 | 405} detail={typeof error.data === 'string' ? error.data : undefined} />;
  }
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return <ErrorScreen message={message} />;
}

export function ErrorScreen({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-page p-6 text-ink">
      <div className="flex w-full max-w-lg flex-col items-center gap-4 rounded-card bg-surface px-6 py-10 text-center shadow-card">
        <IconBadge tone="error">
          <TriangleAlert />
        </IconBadge>
        <h1 className="text-3xl font-bold">{t('errors.title')}</h1>
        <p className="font-medium break-words" data-testid="error-message">
          {message || t('errors.somethingWentWrong')}
        </p>
        <p className="text-sm text-muted">{t('errors.clearCacheHint')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
          <ClearCacheButton />
        </div>
      </div>
    </main>
  );
}
