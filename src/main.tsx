import '../engine/validate-without-eval';
import '@fontsource-variable/inter';
import './index.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { followServerIds } from './app/offline';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { i18next, languageReady } from './lib/i18n';
import { loadSettings } from './lib/settings';
import { applyTheme } from './lib/theme';

// Before the first paint, so a dark-mode coach never sees a white flash.
applyTheme(loadSettings(), i18next.language);

const navigate = (to: string) => void router.navigate(to);
// Spec §4: an open editor's address follows a new play's temporary id to its server id.
followServerIds((to, options) => void router.navigate(to, options));

// A coach who chose Arabic gets its texts (a small chunk) before the first render; English at once.
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders navigate={navigate}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // /dashboard/sw.js, scope /dashboard/ (spec §7). It precaches the app so it opens offline; on an
  // update or an activation from another tab the page reloads (spec §4: autoUpdate does that).
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
