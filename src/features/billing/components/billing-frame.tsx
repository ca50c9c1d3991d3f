// What the billing screens share (issue 19): their texts (loaded with the first billing screen), the
// page frame, the way back to the account, the billing state they wait for and a plan's price.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { useRuntimeConfig } from '../../../data/runtime-config';
import type { BillingConfig, BillingPlan } from '../../../lib/config-types';
import { addTexts, byLanguage } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/billing.en';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { RowsSkeleton } from '../../../ui/skeleton';
import { formatMoney, useBilling, type BillingState } from '../../../api/billing/billing';

addTexts(english, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/billing.*.ts', '!**/*.en.ts'], { import: 'default' })));

/** Spec: the classic yearly plan id comes from the build's configuration, else the server's. */
const BUILD_CLASSIC_PLAN_ID = (import.meta.env as Record<string, string | undefined>).VITE_PADDLE_CLASSIC_PLAN_ID;

export const classicPlanId = (config: BillingConfig): string | undefined => BUILD_CLASSIC_PLAN_ID ?? config.classicPlanId;

/** A billing screen on its own page (standalone) or inside the dashboard's layout. */
export function Frame({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  return standalone ? <main className="min-h-screen bg-page p-4 text-ink sm:p-8"><div className="mx-auto max-w-4xl">{children}</div></main> : <>{children}</>;
}

export function BackToAccount() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/dashboard/user/account" variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" />}>
      {t('billing.paddle.toAccount')}
    </ButtonLink>
  );
}

export function planPrice(plan: BillingPlan, language: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const price = formatMoney(Math.round(plan.price * 100), plan.currency, language);
  return t(plan.interval === 'year' ? 'billing.perYear' : 'billing.perMonth', { price });
}

/** Loads the billing state and the config; says when payments are off. */
export function WithBilling({ children }: { children: (state: BillingState, config: BillingConfig) => ReactNode }) {
  const { t } = useTranslation();
  const billing = useBilling();
  const config = useRuntimeConfig();
  if (billing.isPending || config.isPending) return <RowsSkeleton />;
  if (billing.isError) return <Alert variant="error">{errorText(billing.error)}</Alert>;
  if (!billing.data.enabled || !config.data?.billing) return <Alert variant="info">{t('billing.off')}</Alert>;
  return <>{children(billing.data, config.data.billing)}</>;
}
