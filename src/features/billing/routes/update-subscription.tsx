// Changing, cancelling or resuming the subscription, and its card (issue 19); also update-plan.
import { CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { formatDate } from '../../../ui/format';
import { toast } from '../../../ui/toast';
import { paymentMethodUrl, useBilling, useChangeSubscription } from '../../../api/billing/billing';
import { BackToAccount, WithBilling } from '../components/billing-frame';
import { PlanCards } from '../components/plan-cards';
import { WEBHOOK_POLL_MS, WEBHOOK_SLOW_AFTER_MS } from '../components/webhook-wait';
import { Frame } from '../components/billing-frame';

export default function UpdateSubscriptionScreen({ standalone = false }: { standalone?: boolean }) {
  return (
    <Frame standalone={standalone}>
      <UpdateSubscription />
    </Frame>
  );
}

function UpdateSubscription() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const change = useChangeSubscription();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [openingCard, setOpeningCard] = useState(false);
  // Paddle confirms a change by webhook a moment after it answers: read the state again meanwhile.
  const [awaitingWebhook, setAwaitingWebhook] = useState(false);
  useBilling({ refetchInterval: awaitingWebhook ? WEBHOOK_POLL_MS : false });
  useEffect(() => {
    if (!awaitingWebhook) return;
    const timer = setTimeout(() => setAwaitingWebhook(false), WEBHOOK_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [awaitingWebhook]);
  const done = {
    onSuccess: () => (toast(t('billing.update.requested'), 'success'), setAwaitingWebhook(true)),
    onError: (error: unknown) => toast(errorText(error), 'error'),
  };
  const wanted = search.get('plan');
  return (
    <>
      <PageHeader title={t('billing.update.title')} description={t('billing.update.description')} icon={<CreditCard />} actions={<BackToAccount />} />
      <WithBilling>
        {(state, config) => {
          const subscription = state.subscription;
          if (!subscription || subscription.status === 'canceled') {
            return (
              <Alert variant="info" action={<ButtonLink to="/dashboard/pick-subscription" size="small">{t('billing.pick.title')}</ButtonLink>}>
                {t('billing.update.none')}
              </Alert>
            );
          }
          const cancelling = subscription.scheduled_change?.action === 'cancel';
          return (
            <div className="flex flex-col gap-6">
              <Card>
                <h2 className="mb-3 text-lg font-semibold">{subscription.plan_name}</h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-muted">{t('billing.update.status')}</dt>
                  <dd data-testid="subscription-status">{cancelling ? t('billing.update.cancelsOn', { date: formatDate(subscription.scheduled_change!.effective_at, i18n.language) }) : subscription.status}</dd>
                  {subscription.next_bill_date && !cancelling && (
                    <>
                      <dt className="text-muted">{t('billing.update.nextBill')}</dt>
                      <dd>{formatDate(subscription.next_bill_date, i18n.language)}</dd>
                    </>
                  )}
                </dl>
                <div className="mt-4 flex flex-wrap gap-2">
                  {cancelling ? (
                    <Button color="primary" loading={change.isPending} onClick={() => change.mutate({ action: 'resume' }, done)}>
                      {t('billing.update.resume')}
                    </Button>
                  ) : (
                    <Button color="error" variant="outlined" onClick={() => setConfirmingCancel(true)}>
                      {t('billing.update.cancel')}
                    </Button>
                  )}
                  <Button
                    variant="outlined"
                    loading={openingCard}
                    onClick={() => {
                      setOpeningCard(true);
                      paymentMethodUrl().then(
                        ({ url }) => window.location.assign(url),
                        (error: unknown) => (setOpeningCard(false), toast(errorText(error), 'error')),
                      );
                    }}
                  >
                    {t('billing.update.paymentMethod')}
                  </Button>
                </div>
              </Card>
              <PlanCards
                state={{ ...state, plans: wanted ? state.plans.filter((plan) => plan.id === wanted) : state.plans }}
                config={config}
                action={(plan) =>
                  plan.id === subscription.plan_id ? null : (
                    <Button variant="outlined" loading={change.isPending} onClick={() => change.mutate({ action: 'change-plan', planId: plan.id }, done)}>
                      {t('billing.update.switchTo', { name: plan.name })}
                    </Button>
                  )
                }
              />
              <ConfirmDialog
                open={confirmingCancel}
                onClose={() => setConfirmingCancel(false)}
                onConfirm={() => change.mutate({ action: 'cancel' }, { ...done, onSettled: () => setConfirmingCancel(false) })}
                title={t('billing.update.cancel')}
                description={t('billing.update.cancelConfirm')}
                confirmLabel={t('billing.update.cancel')}
                busy={change.isPending}
              />
            </div>
          );
        }}
      </WithBilling>
    </>
  );
}
