// The paid plan's screens (issue 19): plans compared, Paddle's overlay checkout, changing or
// cancelling the subscription, the return from Paddle (waiting for its webhook), a printable invoice.
// Loaded on demand with their texts; @paddle/paddle-js only when the checkout opens.
import { ArrowLeft, Check, CreditCard, Printer, Receipt } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../auth/auth-context';
import { currentUserQueryKey } from '../../../auth/user';
import { errorText } from '../../../lib/api-error';
import { useRuntimeConfig } from '../../../data/runtime-config';
import type { BillingConfig, BillingPlan } from '../../../lib/config-types';
import { addTexts } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/billing.en';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { formatDate } from '../../../ui/format';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { checkoutToken, formatMoney, paymentMethodUrl, useBilling, useChangeSubscription, useInvoice, type BillingState } from '../../../api/billing/billing';

addTexts(english, { ar: () => import('../../../lib/locales/on-demand/billing.ar').then((module) => module.default) });

export type BillingScreenName = 'pick-subscription' | 'update-subscription' | 'checkout' | 'update-plan' | 'print-invoice' | 'paddle';

/** How often the return screen asks whether Paddle's webhook has landed, and for how long before saying it is slow. */
export const WEBHOOK_POLL_MS = 2000;
export const WEBHOOK_SLOW_AFTER_MS = 60_000;
/** Spec: the classic yearly plan id comes from the build's configuration, else the server's. */
const BUILD_CLASSIC_PLAN_ID = (import.meta.env as Record<string, string | undefined>).VITE_PADDLE_CLASSIC_PLAN_ID;

function Frame({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  return standalone ? <main className="min-h-screen bg-page p-4 text-ink sm:p-8"><div className="mx-auto max-w-4xl">{children}</div></main> : <>{children}</>;
}

function BackToAccount() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/dashboard/user/account" variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" />}>
      {t('billing.paddle.toAccount')}
    </ButtonLink>
  );
}

function planPrice(plan: BillingPlan, language: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const price = formatMoney(Math.round(plan.price * 100), plan.currency, language);
  return t(plan.interval === 'year' ? 'billing.perYear' : 'billing.perMonth', { price });
}

/** Loads the billing state and the config; says when payments are off. */
function WithBilling({ children }: { children: (state: BillingState, config: BillingConfig) => ReactNode }) {
  const { t } = useTranslation();
  const billing = useBilling();
  const config = useRuntimeConfig();
  if (billing.isPending || config.isPending) return <RowsSkeleton />;
  if (billing.isError) return <Alert variant="error">{errorText(billing.error)}</Alert>;
  if (!billing.data.enabled || !config.data?.billing) return <Alert variant="info">{t('billing.off')}</Alert>;
  return <>{children(billing.data, config.data.billing)}</>;
}

function PlanCards({ state, config, action }: { state: BillingState; config: BillingConfig; action: (plan: BillingPlan) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const classicId = BUILD_CLASSIC_PLAN_ID ?? config.classicPlanId;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('billing.pick.title')}>
      {state.plans.map((plan) => (
        <li key={plan.id}>
          <Card className="flex h-full flex-col gap-3" aria-label={plan.name}>
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{plan.name}</h2>
              {state.subscription?.plan_id === plan.id && state.subscription.status !== 'canceled' ? (
                <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs">{t('billing.currentPlan')}</span>
              ) : (
                plan.id === classicId && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-ink">{t('billing.recommended')}</span>
              )}
            </div>
            <p className="text-2xl font-bold">{planPrice(plan, i18n.language, t)}</p>
            <ul className="flex flex-1 flex-col gap-1 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check className="size-4 text-success" aria-hidden="true" /> {feature}
                </li>
              ))}
            </ul>
            {action(plan)}
          </Card>
        </li>
      ))}
    </ul>
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

function Checkout() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader title={t('billing.checkout.title')} description={t('billing.checkout.description')} icon={<CreditCard />} actions={<BackToAccount />} />
      <WithBilling>
        {(state, config) => {
          const plan = state.plans.find((candidate) => candidate.id === (search.get('plan') ?? BUILD_CLASSIC_PLAN_ID ?? config.classicPlanId));
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

function PrintInvoice() {
  const { t, i18n } = useTranslation();
  const { transactionId = '' } = useParams();
  const invoice = useInvoice(transactionId);
  if (invoice.isPending) return <RowsSkeleton />;
  if (invoice.isError) return <Alert variant="error">{errorText(invoice.error) || t('billing.invoice.notFound')}</Alert>;
  const data = invoice.data;
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 rounded-card bg-surface p-8 shadow-card print:shadow-none" aria-label={t('billing.invoice.title')}>
      <header className="flex items-start justify-between gap-4">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Receipt className="size-6" aria-hidden="true" /> {t('billing.invoice.title')} {data.invoice_number ?? data.transaction_id}
        </h1>
        <Button onClick={() => window.print()} startIcon={<Printer className="size-4" />} className="print:hidden">
          {t('billing.invoice.print')}
        </Button>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted">{t('billing.invoice.billedTo')}</dt>
        <dd>
          {data.customer_name} ({data.customer_email})
        </dd>
        <dt className="text-muted">{t('billing.invoice.seller')}</dt>
        <dd>Courtside{data.seller_id ? ` · ${t('billing.invoice.sellerId', { id: data.seller_id })}` : ''}</dd>
        <dt className="text-muted">{t('billing.invoice.date')}</dt>
        <dd>{formatDate(data.billed_at, i18n.language)}</dd>
      </dl>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-start">
            <th className="py-2 text-start">{t('billing.invoice.item')}</th>
            <th className="py-2 text-end">{t('billing.invoice.quantity')}</th>
            <th className="py-2 text-end">{t('billing.invoice.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, index) => (
            <tr key={index} className="border-b border-line">
              <td className="py-2">{line.description}</td>
              <td className="py-2 text-end">{line.quantity}</td>
              <td className="py-2 text-end">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="py-2 text-muted" colSpan={2}>{t('billing.invoice.tax')}</td>
            <td className="py-2 text-end">{money(data.tax)}</td>
          </tr>
          <tr className="font-bold">
            <td className="py-2" colSpan={2}>{t('billing.invoice.total')}</td>
            <td className="py-2 text-end" data-testid="invoice-total">{money(data.total)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

/** Invoices, newest first, each with a link to its printable page (the account screen shows this too). */
export function InvoiceList({ state }: { state: BillingState }) {
  const { t, i18n } = useTranslation();
  if (state.invoices.length === 0) return <p className="text-sm text-muted">{t('billing.invoices.none')}</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {state.invoices.map((invoice) => (
        <li key={invoice.transaction_id} className="flex items-center justify-between gap-2">
          <span>
            {t('billing.invoices.number', { number: invoice.invoice_number ?? invoice.transaction_id })} · {formatDate(invoice.billed_at, i18n.language)} · {formatMoney(invoice.total, invoice.currency, i18n.language)}
            {invoice.payment_failed && <span className="ms-2 text-error">{t('billing.invoices.failed')}</span>}
          </span>
          <ButtonLink to={`/print-invoice/${encodeURIComponent(invoice.transaction_id)}`} size="small" variant="text">
            {t('billing.invoices.view')}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

export default function BillingScreen({ which, standalone }: { which: BillingScreenName; standalone: boolean }) {
  const screens: Record<BillingScreenName, () => ReactNode> = {
    'pick-subscription': () => <PickSubscription />,
    checkout: () => <Checkout />,
    'update-subscription': () => <UpdateSubscription />,
    'update-plan': () => <UpdateSubscription />,
    paddle: () => <PaddleReturn />,
    'print-invoice': () => <PrintInvoice />,
  };
  return <Frame standalone={standalone}>{screens[which]()}</Frame>;
}
