import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useRuntimeConfig } from '../../../data/runtime-config';
import { ButtonLink } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

/** finished_survey: thanks, then on to naming the team. Skipped when no survey is configured. */
export default function FinishedSurveyRoute() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  if (config.isPending) return <Spinner fullScreen />;
  if (!config.data?.surveyUrl) return <Navigate to="/dashboard/get_started" replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-page p-6 text-ink">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-card bg-surface px-6 py-10 text-center shadow-card">
        <PartyPopper className="size-12 text-primary-ink" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t('onboarding.surveyThanks')}</h1>
        <p className="text-muted">{t('onboarding.surveyThanksDescription')}</p>
        <ButtonLink to="/dashboard/get_started" color="primary">
          {t('common.continue')}
        </ButtonLink>
      </div>
    </main>
  );
}
