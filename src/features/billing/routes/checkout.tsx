// Paddle's overlay checkout for one plan (issue 19); @paddle/paddle-js loads only when it opens.
import { CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import type { BillingConfig, BillingPlan } from '../../../lib/config-types';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { checkoutToken } from '../../../api/billing/billing';
import { BackToAccount, classicPlanId, Frame, planPrice, WithBilling } from '../components/billing-frame';

export default function CheckoutScreen({ standalone = false }: { standalone?: boolean }) {
  return (
    <Frame standalone={standalone}>
      <Checkout />
    </Frame>
  );
}

function Checkout() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader title={t('billing.checkout.title')} description={t('billing.checkout.description')} icon={<CreditCard />} actions={<BackToAccount />} />
      <WithBilling>
        {(state, config) => {
          const plan = state.plans.find((candidate) => candidate.id === (search.get('plan') ?? classicPlanId(config)));
          if (!plan) return <Alert variant="error">{t('billing.checkout.noPlan')}</Alert>;
          return (
            <Card className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold">{plan.name}</h2>
              <p className="text-xl font-bold">{planPrice(plan, i18n.language, t)}</p>
              <CheckoutOverlay config={config} plan={plan} />
            </Card>
          );
        }}
      </WithBilling>
    </>
  );
}

type CheckoutState = 'opening' | 'open' | 'unavailable';

function CheckoutOverlay({ config, plan }: { config: BillingConfig; plan: BillingPlan }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const [state, setState] = useState<CheckoutState>('opening');
  const [attempt, setAttempt] = useState(0);
  const email = auth.user?.email;
  useEffect(() => {
    let live = true;
    // The server's token binds the subscription to this coach (server/billing/checkout-token.ts);
    // Paddle.js comes from Paddle's CDN at run time: either may be out of reach (offline, blocked).
    Promise.all([
      checkoutToken(),
      import('@paddle/paddle-js').then(({ initializePaddle }) => initializePaddle({ environment: config.environment, token: config.clientToken })),
    ])
      .then(([{ checkout_token }, paddle]) => {
        if (!live) return;
        if (!paddle) throw new Error('Paddle.js did not load');
        paddle.Checkout.open({
          items: [{ priceId: plan.id, quantity: 1 }],
          ...(email ? { customer: { email } } : {}),
          customData: { checkout_token },
          settings: { displayMode: 'overlay', locale: i18n.language, successUrl: `${window.location.origin}/dashboard/paddle?plan=${encodeURIComponent(plan.id)}` },
        });
        setState('open');
      })
      .catch(() => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, [config, plan.id, email, i18n.language, attempt]);
  if (state === 'unavailable') {
    return (
      <Alert variant="warning" action={<Button size="small" onClick={() => (setState('opening'), setAttempt((n) => n + 1))}>{t('billing.checkout.retry')}</Button>}>
        {t('billing.checkout.unavailable')}
      </Alert>
    );
  }
  return <p className="text-muted" role="status">{t('billing.checkout.opening')}</p>;
}
