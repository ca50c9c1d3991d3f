import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { billingQueryKey, type BillingState } from '../api/billing/billing';
import { DEFAULT_RUNTIME_CONFIG, runtimeConfigQueryOptions, type BillingConfig } from '../data/runtime-config';
import { printWatermarkOf, resolvePrintWatermark } from './print-watermark';

const LINE = 'Made on the free plan';
const PAYMENTS: BillingConfig = { provider: 'paddle', environment: 'sandbox', clientToken: 'test_token', sellerId: null, plans: [], classicPlanId: 'pri_1', freePrintWatermark: LINE };

function billingState(watermark: string | null): BillingState {
  return { enabled: true, entitlements: { paying: watermark === null, play_limit: watermark === null ? null : 10, plays_used: 3, watermark }, subscription: null, plans: [], invoices: [] };
}

function clientWith(billing: BillingConfig | null, cached?: BillingState): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(runtimeConfigQueryOptions.queryKey, { ...DEFAULT_RUNTIME_CONFIG, billing });
  if (cached) client.setQueryData(billingQueryKey, cached);
  return client;
}

afterEach(() => onlineManager.setOnline(true));

describe('the line a print carries (issue 19)', () => {
  it('is never there while payments are off, whatever is known of the coach', () => {
    for (const entitlement of [undefined, 'signed-out' as const, billingState('Free'), billingState(null)]) {
      expect(printWatermarkOf(null, entitlement)).toBeUndefined();
    }
  });

  it('follows the coach plan when it is known', () => {
    expect(printWatermarkOf(PAYMENTS, billingState('The server line'))).toBe('The server line');
    expect(printWatermarkOf(PAYMENTS, billingState(null))).toBeUndefined();
  });

  it('is the free line when the plan is unknown, and none for a reader who is not signed in', () => {
    expect(printWatermarkOf(PAYMENTS, undefined)).toBe(LINE);
    expect(printWatermarkOf(PAYMENTS, 'signed-out')).toBeUndefined();
  });

  it('offline, uses the plan the cache keeps, and prints the free line when it keeps none', async () => {
    onlineManager.setOnline(false);
    expect(await resolvePrintWatermark(clientWith(PAYMENTS, billingState(null)))).toBeUndefined();
    expect(await resolvePrintWatermark(clientWith(PAYMENTS, billingState('Cached line')))).toBe('Cached line');
    expect(await resolvePrintWatermark(clientWith(PAYMENTS))).toBe(LINE);
    expect(await resolvePrintWatermark(clientWith(null))).toBeUndefined();
  });

  it('falls back to the cache, then the free line, when the server cannot be asked', async () => {
    // No server answers in this test: the request fails as it would with the network gone.
    expect(await resolvePrintWatermark(clientWith(PAYMENTS, billingState(null)))).toBeUndefined();
    expect(await resolvePrintWatermark(clientWith(PAYMENTS))).toBe(LINE);
  });
});
