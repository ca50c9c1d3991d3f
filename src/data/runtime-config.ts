// The client's runtime configuration, asked of the server before sign-in (GET /apiv2/config).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '../lib/config-types';
import { api } from './api-client';

/** What the app assumes when the server does not say (the embedded default). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { auth: { mode: 'local' }, surveyUrl: null, analytics: null, errorReporting: null, helpWidget: null, billing: null };

export function getRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  return api.get<Partial<RuntimeConfig>>('/config', { signal, auth: false }).then(
    (config) => ({ ...DEFAULT_RUNTIME_CONFIG, ...config }),
    (error: unknown) => {
      // An old server without /config: local accounts, nothing else configured.
      if ((error as { status?: number }).status === 404) return DEFAULT_RUNTIME_CONFIG;
      throw error;
    },
  );
}

export const runtimeConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getRuntimeConfig(signal),
  staleTime: Infinity,
  // An offline start must not wait for the network: it fails at once and the defaults apply.
  networkMode: 'always',
});

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions);
}
