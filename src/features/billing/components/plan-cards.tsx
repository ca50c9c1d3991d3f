// The plans side by side, the coach's current one and the recommended one marked, each with its action.
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingConfig, BillingPlan } from '../../../lib/config-types';
import { Card } from '../../../ui/card';
import type { BillingState } from '../../../api/billing/billing';
import { classicPlanId, planPrice } from './billing-frame';

export function PlanCards({ state, config, action }: { state: BillingState; config: BillingConfig; action: (plan: BillingPlan) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const classicId = classicPlanId(config);
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
