// The frame of a share link's page (spec §2 "public share link shapes"): the logo leading to the
// product and the shared item read-only, no sidebar and no sign-in. An unknown or revoked link says
// so with the server's words, never a blank page.
import { IconBadge } from './card-screen';
import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, errorText } from '../lib/api-error';
import { ButtonLink } from './button';
import { Logo } from './logo';
import { RowsSkeleton } from './skeleton';

function PublicFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-page text-ink">
      <header className="flex h-[72px] items-center justify-between gap-4 px-4 sm:px-6 lg:h-[60px]">
        <Logo />
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted">{t('publicShare.readOnly')}</span>
          {actions}
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-12 sm:px-6">{children}</main>
    </div>
  );
}

/** What a link that opens nothing shows: why (the server's text when there is one) and the way to the product. */
export function PublicMessage({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
        <IconBadge>
          <Link2Off />
        </IconBadge>
        <h1 className="text-2xl font-bold">{t('publicShare.unavailableTitle')}</h1>
        <p className="max-w-lg text-muted">{detail || t('publicShare.unavailableDetail')}</p>
        <ButtonLink to="/dashboard/" color="primary">
          {t('publicShare.toProduct')}
        </ButtonLink>
      </div>
    </PublicFrame>
  );
}

/** What the link at `/dashboard/public/{kind}/:token` shows, in the public frame. The screen loads it
 * (useSharedItem of src/api/share/get-shared-item.ts) and hands over the answer: the kit fetches nothing. */
export function PublicScreen<T>({
  shared,
  actions,
  children,
}: {
  shared: { data: T | undefined; isError: boolean; error: unknown };
  /** What the page offers beside "read only" once the item is there (Print). */
  actions?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  // The server's no (revoked, unknown) wins over a copy kept from an earlier visit; offline, the copy shows.
  const serverSaidNo = shared.error instanceof ApiError && !(shared.error instanceof NetworkError);
  if (shared.isError && (serverSaidNo || shared.data === undefined)) return <PublicMessage detail={errorText(shared.error)} />;
  return <PublicFrame actions={shared.data === undefined ? undefined : actions?.(shared.data)}>{shared.data === undefined ? <RowsSkeleton /> : children(shared.data)}</PublicFrame>;
}
