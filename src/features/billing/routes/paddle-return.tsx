// The return from Paddle's checkout (issue 19), waiting for its webhook.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../auth/user';
import { Card } from '../../../ui/card';
import { ButtonLink } from '../../../ui/button';
import { RowsSkeleton } from '../../../ui/skeleton';
import { useRuntimeConfig } from '../../../data/runtime-config';
import { useBilling } from '../../../api/billing/billing';
import { BackToAccount, Frame } from '../components/billing-frame';
import { WEBHOOK_POLL_MS, WEBHOOK_SLOW_AFTER_MS } from '../components/webhook-wait';

export default function PaddleReturnScreen({ standalone = false }: { standalone?: boolean }) {
  return (
    <Frame standalone={standalone}>
      <PaddleReturnOrOff />
    </Frame>
  );
}

/** With payments off nothing was paid: no thanks, no wait for a payment that never comes. */
function PaddleReturnOrOff() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  if (config.isPending) return <RowsSkeleton />;
  if (!config.data || config.data.billing) return <PaddleReturn />;
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 text-center">
      <h1 className="text-2xl font-bold">{t('billing.paddle.offTitle')}</h1>
      <p>{t('billing.paddle.off')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <BackToAccount />
        <ButtonLink to="/dashboard" variant="text" size="small">
          {t('common.backToDashboard')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Back from Paddle: the payment is confirmed by its webhook, which may land a few seconds later. */
function PaddleReturn() {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const [slow, setSlow] = useState(false);
  const [search] = useSearchParams();
  const wanted = search.get('plan');
  const billing = useBilling({ refetchInterval: WEBHOOK_POLL_MS });
  const subscription = billing.data?.subscription;
  const landed = subscription && subscription.status !== 'canceled' && (!wanted || subscription.plan_id === wanted) && Date.parse(subscription.updated_at) >= since - WEBHOOK_SLOW_AFTER_MS;
  const queryClient = useQueryClient();
  // The coach's record (spec §3 fields) changed with the webhook: read it again for the account and menus.
  useEffect(() => {
    if (landed) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [landed, queryClient]);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), WEBHOOK_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 text-center">
      <h1 className="text-2xl font-bold">{t('billing.paddle.title')}</h1>
      {landed ? (
        <p role="status">{t('billing.paddle.done', { name: subscription.plan_name ?? '' })}</p>
      ) : (
        <p role="status" className="text-muted">
          {slow ? t('billing.paddle.slow') : t('billing.paddle.waiting')}
        </p>
      )}
      <BackToAccount />
    </Card>
  );
}
