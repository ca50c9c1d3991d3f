// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootLayoutRouter } from '../testing/root-layout-router';
import type { AnalyticsConfig } from '../lib/config-types';
import '../lib/i18n';
import { setAnalyticsOptOut, type MixpanelLoader } from '../lib/mixpanel-sink';
import { useAnalyticsConfig } from '../lib/use-analytics-config';

const CONFIG: AnalyticsConfig = { provider: 'mixpanel', token: 'project-token', apiHost: 'https://api.mixpanel.com' };

function App({ config, load, router }: { config: AnalyticsConfig | null; load: MixpanelLoader; router: ReturnType<typeof rootLayoutRouter> }) {
  useAnalyticsConfig(config, load);
  return <RouterProvider router={router} />;
}

/** The app with a stand-in for mixpanel-browser that records the page views and opt-outs asked of it. */
function renderApp(config: AnalyticsConfig | null) {
  const pageViews: string[] = [];
  const optOuts = vi.fn();
  const instance = {
    track_pageview: (properties: { current_url_path: string }) => pageViews.push(properties.current_url_path),
    has_opted_out_tracking: () => false,
    opt_out_tracking: optOuts,
  };
  const load = vi.fn(async () => instance) as unknown as MixpanelLoader;
  const router = rootLayoutRouter();
  render(<App config={config} load={load} router={router} />);
  return { load, router, pageViews, optOuts };
}

describe('analytics from the runtime config (spec §2: a page view on every route change)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('tracks a page view for the first screen and every route change', async () => {
    const { router, pageViews } = renderApp(CONFIG);
    await screen.findByRole('heading', { name: 'Plays' });
    await act(() => router.navigate('/dashboard/playbooks'));
    await screen.findByRole('heading', { name: 'Playbooks' });
    await vi.waitFor(() => expect(pageViews).toEqual(['/dashboard/plays', '/dashboard/playbooks']));
  });

  it('stops at once when the coach opts out, and tells the library', async () => {
    const { router, pageViews, optOuts } = renderApp(CONFIG);
    await screen.findByRole('heading', { name: 'Plays' });
    await vi.waitFor(() => expect(pageViews).toEqual(['/dashboard/plays']));
    act(() => setAnalyticsOptOut(true));
    await vi.waitFor(() => expect(optOuts).toHaveBeenCalledOnce());
    await act(() => router.navigate('/dashboard/playbooks'));
    await screen.findByRole('heading', { name: 'Playbooks' });
    expect(pageViews).toEqual(['/dashboard/plays']);
  });

  it('loads nothing when the server configures no analytics', async () => {
    const { load, router } = renderApp(null);
    await screen.findByRole('heading', { name: 'Plays' });
    await act(() => router.navigate('/dashboard/playbooks'));
    cleanup();
    expect(load).not.toHaveBeenCalled();
  });
});
