// The paid plan (issue 19): the coach's billing state, invoices and the changes asked of Paddle
// through the server (GET /billing, POST /billing/cancel|resume|change-plan).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../auth/user';
import { api } from '../../data/api-client';
import type { BillingPlan } from '../../lib/config-types';

export interface Invoice {
  transaction_id: string;
  invoice_number: string | null;
  status: string;
  currency: string;
  /** In the currency's smallest unit. */
  total: number;
  tax: number;
  billed_at: string | null;
  payment_failed: boolean;
  lines: { description: string; quantity: number; total: number }[];
}

export interface PrintableInvoice extends Invoice {
  seller_id: string | null;
  customer_name: string;
  customer_email: string;
}

export interface BillingState {
  enabled: boolean;
  entitlements: { paying: boolean; play_limit: number | null; plays_used: number; watermark: boolean };
  subscription: {
    id: string;
    status: string;
    plan_id: string | null;
    plan_name: string | null;
    next_bill_date: string | null;
    scheduled_change: { action: string; effective_at: string } | null;
    updated_at: string;
  } | null;
  plans: BillingPlan[];
  classic_plan_id?: string;
  invoices: Invoice[];
}

export const billingQueryKey = ['billing'] as const;

export const billingQueryOptions = queryOptions({
  queryKey: billingQueryKey,
  queryFn: ({ signal }) => api.get<BillingState>('/billing', { signal }),
});

export function useBilling(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...billingQueryOptions, refetchInterval: options.refetchInterval ?? false });
}

export function useInvoice(transactionId: string) {
  return useQuery({
    queryKey: [...billingQueryKey, 'invoice', transactionId],
    queryFn: ({ signal }) => api.get<PrintableInvoice>(`/billing/invoices/${encodeURIComponent(transactionId)}`, { signal }),
  });
}

type Change = { action: 'cancel' } | { action: 'resume' } | { action: 'change-plan'; planId: string };

/** Paddle takes the change; its webhook then updates the plan, so the state is read again. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      change.action === 'change-plan' ? api.post<void>('/billing/change-plan', { plan_id: change.planId }) : api.post<void>(`/billing/${change.action}`),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: billingQueryKey }), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]);
    },
  });
}

/**
 * The token the checkout is opened with (its custom_data.checkout_token): the server issues it to the
 * signed-in coach, and the subscription Paddle reports for that checkout is theirs and nobody else's.
 */
export function checkoutToken(): Promise<{ checkout_token: string; expires_at: string }> {
  return api.post<{ checkout_token: string; expires_at: string }>('/billing/checkout-token');
}

export function paymentMethodUrl(): Promise<{ url: string }> {
  return api.get<{ url: string }>('/billing/payment-method-url');
}

/** An amount in the smallest unit, as the coach reads it. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/** Whether a free account's line goes on the coach's prints; false when none (paying, payments off, signed out, offline). */
export function printsMarked(): Promise<boolean> {
  return api.get<BillingState>('/billing').then(
    (state) => state.entitlements.watermark,
    () => false,
  );
}
