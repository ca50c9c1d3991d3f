import { IconBadge } from './card-screen';
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';

/** An honest screen for a route whose real screen is not built yet: it says what will be there. */
export function PlaceholderScreen({ title, description, icon, standalone }: { title: string; description: string; icon?: ReactNode; standalone?: boolean }) {
  const { t } = useTranslation();
  const body = (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-card bg-surface px-6 py-12 text-center shadow-card">
      <IconBadge>{icon ?? <Construction />}</IconBadge>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{description}</p>
      <p className="text-sm text-muted">{t('placeholder.comingSoon')}</p>
      <ButtonLink to="/dashboard/" color="primary" className="mt-2">
        {t('common.backToDashboard')}
      </ButtonLink>
    </div>
  );
  return standalone ? <main className="flex min-h-screen items-center justify-center bg-page p-6">{body}</main> : body;
}
