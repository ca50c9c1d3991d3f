// survey: the external welcome form when one is configured (GET /apiv2/config surveyUrl); without
// one it is skipped.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useRuntimeConfig } from '../../../data/runtime-config';
import { ButtonLink } from '../../../ui/button';
import { Logo } from '../../../ui/logo';
import { Spinner } from '../../../ui/spinner';

export default function SurveyRoute() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  if (config.isPending) return <Spinner fullScreen />;
  const surveyUrl = config.data?.surveyUrl;
  if (!surveyUrl) return <Navigate to="/dashboard/get_started" replace />;
  return (
    <div className="flex min-h-screen flex-col bg-page text-ink">
      <header className="flex h-[72px] items-center justify-between gap-4 px-4 sm:px-6 lg:h-[60px]">
        <Logo />
        <ButtonLink to="/dashboard/finished_survey" variant="text">
          {t('onboarding.surveyDone')}
        </ButtonLink>
      </header>
      <main className="flex flex-1 flex-col px-4 pb-6 sm:px-6">
        <h1 className="sr-only">{t('onboarding.surveyTitle')}</h1>
        <iframe src={surveyUrl} title={t('onboarding.surveyTitle')} className="w-full flex-1 rounded-card bg-surface shadow-card" />
      </main>
    </div>
  );
}
