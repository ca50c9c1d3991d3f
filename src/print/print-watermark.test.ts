import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingQueryKey, type BillingState } from '../api/billing/billing';
import { DEFAULT_RUNTIME_CONFIG, runtimeConfigQueryOptions } from '../data/runtime-config';
import type { BillingConfig } from '../lib/config-types';
import { carriesWatermark, resolveCarriesWatermark } from './print-watermark';

const PAYMENTS: BillingConfig = { provider: 'paddle', environment: 'sandbox', clientToken: 'test_token', sellerId: null, plans: [], classicPlanId: 'pri_1' };

/** A free coach's plan (`free`: their prints carry the line) or a paying one's. */
function billingState(free: boolean): BillingState {
  return { enabled: true, entitlements: { paying: !free, play_limit: free ? 10 : null, plays_used: 3, watermark: free }, subscription: null, plans: [], invoices: [] };
}

function clientWith(billing: BillingConfig | null, cached?: BillingState): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(runtimeConfigQueryOptions.queryKey, { ...DEFAULT_RUNTIME_CONFIG, billing });
  if (cached) client.setQueryData(billingQueryKey, cached);
  return client;
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('the line a print carries (issue 19)', () => {
  it('is never there while payments are off, whatever is known of the coach', () => {
    for (const entitlement of [undefined, 'signed-out' as const, billingState(true), billingState(false)]) {
      expect(carriesWatermark(null, entitlement)).toBe(false);
    }
  });

  it('follows the coach plan when it is known', () => {
    expect(carriesWatermark(PAYMENTS, billingState(true))).toBe(true);
    expect(carriesWatermark(PAYMENTS, billingState(false))).toBe(false);
  });

  it('is the free line when the plan is unknown, and none for a reader who is not signed in', () => {
    expect(carriesWatermark(PAYMENTS, undefined)).toBe(true);
    expect(carriesWatermark(PAYMENTS, 'signed-out')).toBe(false);
  });

  it('offline, uses the plan the cache keeps, and prints the free line when it keeps none', async () => {
    onlineManager.setOnline(false);
    expect(await resolveCarriesWatermark(clientWith(PAYMENTS, billingState(false)))).toBe(false);
    expect(await resolveCarriesWatermark(clientWith(PAYMENTS, billingState(true)))).toBe(true);
    expect(await resolveCarriesWatermark(clientWith(PAYMENTS))).toBe(true);
    expect(await resolveCarriesWatermark(clientWith(null))).toBe(false);
  });

  it('falls back to the cache, then the free line, when the server cannot be asked', async () => {
    // The request fails as it does with the network gone.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('fetch failed'))));
    expect(await resolveCarriesWatermark(clientWith(PAYMENTS, billingState(false)))).toBe(false);
    expect(await resolveCarriesWatermark(clientWith(PAYMENTS))).toBe(true);
  });
});
