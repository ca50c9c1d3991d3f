// The plans compared (issue 19): choose one, or switch to another while subscribed.
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { PageHeader } from '../../../ui/card';
import { BackToAccount, WithBilling } from '../components/billing-frame';
import { PlanCards } from '../components/plan-cards';
import { Frame } from '../components/billing-frame';

export default function PickSubscriptionScreen({ standalone = false }: { standalone?: boolean }) {
  return (
    <Frame standalone={standalone}>
      <PickSubscription />
    </Frame>
  );
}

function PickSubscription() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('billing.pick.title')} description={t('billing.pick.description')} icon={<CreditCard />} actions={<BackToAccount />} />
      <WithBilling>
        {(state, config) => (
          <div className="flex flex-col gap-4">
            {state.entitlements.play_limit !== null && (
              <Alert variant="info">{t('billing.freeUsage', { used: state.entitlements.plays_used, limit: state.entitlements.play_limit })}</Alert>
            )}
            <PlanCards
              state={state}
              config={config}
              action={(plan) =>
                state.subscription && state.subscription.status !== 'canceled' ? (
                  state.subscription.plan_id === plan.id ? null : (
                    <ButtonLink to={`/dashboard/update-plan?plan=${encodeURIComponent(plan.id)}`} variant="outlined">
                      {t('billing.update.switchTo', { name: plan.name })}
                    </ButtonLink>
                  )
                ) : (
                  <ButtonLink to={`/dashboard/checkout?plan=${encodeURIComponent(plan.id)}`} color="primary">
                    {t('billing.choose', { name: plan.name })}
                  </ButtonLink>
                )
              }
            />
          </div>
        )}
      </WithBilling>
    </>
  );
}
