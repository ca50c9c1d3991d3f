// Everything around the router: the query client, runtime config, sign-in, theme and messages.
import { onlineManager, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { billingQueryOptions } from '../api/billing/billing';
import { useAuth } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { createQueryClient } from '../data/query-client';
import { keepQueueLogged, registerQueuedMutationsWith } from '../data/queued-mutation';
import { DEFAULT_RUNTIME_CONFIG, runtimeConfigQueryOptions } from '../data/runtime-config';
import { startErrorReporting } from '../lib/error-reporting';
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
/** When this page started: the runtime config asked since then is this start's own. */
const PAGE_STARTED_AT = Date.now();
/** The free plan's upgrade dialog, loaded only where payments are configured. */
const UpgradePrompt = lazy(() => import('./upgrade-prompt'));
if (typeof window !== 'undefined') {
  watchConnection(queryClient);
  registerQueuedMutationsWith(queryClient, loadOfflineMutations);
  keepQueueLogged(queryClient);
  persistOnLeave();
  if (localStorage.getItem(TEST_HOOKS_STORAGE_KEY)) void import('./test-hooks').then((hooks) => hooks.exposeForTests(queryClient));
  // Asked at once, not once React has rendered and the persisted cache is read back (queries wait
  // for that): sign-in, and so every screen's first request, waits on this answer.
  void queryClient.prefetchQuery({ ...runtimeConfigQueryOptions, retry: false });
}

function WithRuntimeConfig({ navigate, children }: { navigate: (to: string) => void; children: ReactNode }) {
  // Without an answer (offline start, an old server), local accounts and nothing else configured.
  // Asked again at every start even when the persisted cache has it (unless asked already since
  // this page started): a returning browser learns what the operator configured since (Sentry,
  // Mixpanel, the help widget), as its page's policy does.
  const config = useQuery({ ...runtimeConfigQueryOptions, retry: false, refetchOnMount: (query) => (query.state.dataUpdatedAt >= PAGE_STARTED_AT ? false : 'always') });
  useAnalyticsConfig(config.data?.analytics ?? null);
  useLayoutEffect(() => startErrorReporting(config.data?.errorReporting ?? null, config.data?.helpWidget?.scriptUrl ?? null), [config.data]);
  if (config.isPending) return <Spinner fullScreen />;
  const auth = config.data?.auth ?? DEFAULT_RUNTIME_CONFIG.auth;
  return (
    <AuthProvider config={auth} navigate={navigate}>
      <OfflineMutationsWhenSignedIn />
      {config.data?.helpWidget && <HelpWidgetWhenSignedIn scriptUrl={config.data.helpWidget.scriptUrl} />}
      {config.data?.billing && (
        <Suspense fallback={null}>
          <UpgradePrompt client={queryClient} navigate={navigate} />
          <BillingWhenSignedIn />
        </Suspense>
      )}
      {children}
    </AuthProvider>
  );
}

/**
 * Only a signed-in coach saves: a queue restored online is sent then, with the coach's token (a 401
 * would drop it for good). The queued mutations' options load with the first change made or put
 * back (registerQueuedMutationsWith, restoreLoggedQueue), not at every start.
 */
function OfflineMutationsWhenSignedIn() {
  const signedIn = useAuth().status === 'authenticated';
  useEffect(() => {
    if (signedIn && onlineManager.isOnline()) void resumeQueue(queryClient);
  }, [signedIn]);
  return null;
}

/**
 * A signed-in coach's plan, asked once signed in and kept in the persisted cache (issue 19): a
 * print made offline then knows whether it carries the free plan's line.
 */
function BillingWhenSignedIn() {
  const signedIn = useAuth().status === 'authenticated';
  useQuery({ ...billingQueryOptions, enabled: signedIn });
  return null;
}

/** The help widget (when configured) for a signed-in coach, who it knows by name and email (spec §7). */
function HelpWidgetWhenSignedIn({ scriptUrl }: { scriptUrl: string }) {
  const { status, user } = useAuth();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const details = user ? { id: user.user_id, name: user.name, email: user.email } : null;
    // Loaded with its chunk; imports may settle out of order, so only the latest settings apply.
    let latest = true;
    void import('../lib/help-widget').then(({ showHelpWidget }) => latest && showHelpWidget(scriptUrl, details, i18n.language));
    return () => {
      latest = false;
    };
  }, [scriptUrl, status, user, i18n.language]);
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
