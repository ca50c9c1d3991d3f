// The signed-in user's record (GET /apiv2/user_auth, spec §3 User), asked only once a token sub exists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../data/api-client';
import type { LanguageCode } from '../lib/i18n';

export interface CurrentUser {
  user_id: string;
  db_user_id: string;
  name: string;
  email: string;
  signup: string;
  picture: string | null;
  subscription_name: string | null;
  subscription_plan_id: string | null;
  next_bill_date: string | null;
  data: { price: number };
  roles: string[];
  permissions: string[];
  /** The language the coach chose, on any device (null: the device's own). */
  language: LanguageCode | null;
}

export const currentUserQueryKey = ['user_auth'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>('/user_auth', { signal });
}

export const currentUserQueryOptions = (sub: string | null) =>
  queryOptions({
    queryKey: [...currentUserQueryKey, sub],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(sub),
  });

/** Spec §3: the user is paying when the price is above 1. */
export function isPaying(user: Pick<CurrentUser, 'data'> | null | undefined): boolean {
  return (user?.data?.price ?? 0) > 1;
}

/** Spec §3: how the identity provider named the way a coach signed in. */
export function socialLoginName(sub: string): string {
  const provider = sub.split('|')[0];
  if (provider === 'google-oauth2') return 'Google';
  if (provider === 'auth0') return 'Username/Password';
  if (provider === 'apple') return 'Apple';
  return provider ?? '';
}

export function useCurrentUserQuery(sub: string | null) {
  return useQuery(currentUserQueryOptions(sub));
}
