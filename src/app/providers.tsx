// Everything around the router: the query client, runtime config, sign-in, theme and messages.
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { createQueryClient } from '../data/query-client';
import { keepQueueLogged } from '../data/queued-mutation';
import { DEFAULT_RUNTIME_CONFIG, runtimeConfigQueryOptions } from '../data/runtime-config';
import { useAnalyticsConfig } from '../lib/use-analytics-config';
import { ConnectivityNotices } from '../ui/connectivity-notices';
import { SettingsDrawerHost } from '../ui/settings-button';
import { Spinner } from '../ui/spinner';
import { NotificationStack, Toaster } from '../ui/toaster';
import { OfflineQueryProvider, loadOfflineMutations, persistOnLeave, resumeQueue, watchConnection } from './offline';
import { ThemeSync } from './theme-sync';

/** The local storage key under which end-to-end tests and benches ask for their hook (test-hooks.ts). */
export const TEST_HOOKS_STORAGE_KEY = 'courtside:test-hooks';

export const queryClient = createQueryClient();
if (typeof window !== 'undefined') {
  watchConnection(queryClient);
  keepQueueLogged(queryClient);
  persistOnLeave();
  if (localStorage.getItem(TEST_HOOKS_STORAGE_KEY)) void import('./test-hooks').then((hooks) => hooks.exposeForTests(queryClient));
}

function WithRuntimeConfig({ navigate, children }: { navigate: (to: string) => void; children: ReactNode }) {
  // Without an answer (offline start, an old server), local accounts and nothing else configured.
  const config = useQuery({ ...runtimeConfigQueryOptions, retry: false });
  useAnalyticsConfig(config.data?.analytics ?? null);
  if (config.isPending) return <Spinner fullScreen />;
  const auth = config.data?.auth ?? DEFAULT_RUNTIME_CONFIG.auth;
  return (
    <AuthProvider config={auth} navigate={navigate}>
      <OfflineMutationsWhenSignedIn />
      {children}
    </AuthProvider>
  );
}

/**
 * Only a signed-in coach saves: the queued mutations load then (or with a restored queue), and a
 * queue restored online is sent then, with the coach's token (a 401 would drop it for good).
 */
function OfflineMutationsWhenSignedIn() {
  const signedIn = useAuth().status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    void loadOfflineMutations(queryClient).then(() => (onlineManager.isOnline() ? resumeQueue(queryClient) : undefined));
  }, [signedIn]);
  return null;
}

export function AppProviders({ navigate, children }: { navigate: (to: string) => void; children: ReactNode }) {
  return (
    <OfflineQueryProvider client={queryClient}>
      <ThemeSync />
      <WithRuntimeConfig navigate={navigate}>{children}</WithRuntimeConfig>
      <SettingsDrawerHost />
      <ConnectivityNotices />
      <Toaster />
      <NotificationStack />
    </OfflineQueryProvider>
  );
}
