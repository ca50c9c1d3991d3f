// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootLayoutRouter } from '../testing/root-layout-router';
import type { AnalyticsConfig } from '../data/runtime-config';
import '../lib/i18n';
import { PAGE_VIEW_EVENT, type MixpanelSinkDeps } from '../lib/mixpanel-sink';
import { useAnalyticsConfig } from '../lib/use-analytics-config';

const CONFIG: AnalyticsConfig = { provider: 'mixpanel', token: 'project-token', apiHost: 'https://api.mixpanel.com' };

function App({ config, deps, router }: { config: AnalyticsConfig | null; deps: MixpanelSinkDeps; router: ReturnType<typeof rootLayoutRouter> }) {
  useAnalyticsConfig(config, deps);
  return <RouterProvider router={router} />;
}

function renderApp(config: AnalyticsConfig | null) {
  const deps: MixpanelSinkDeps = {
    fetch: vi.fn(async () => new Response('1')) as typeof fetch,
    now: () => 0,
    newId: () => crypto.randomUUID(),
    storage: undefined,
  };
  const router = rootLayoutRouter();
  render(<App config={config} deps={deps} router={router} />);
  return { deps, router };
}

/** The page views that reached Mixpanel. */
function pageViews(fetch: typeof globalThis.fetch): unknown[] {
  return vi
    .mocked(fetch)
    .mock.calls.flatMap(([, init]) => JSON.parse(String(init?.body)) as { event: string; properties: { current_url_path: string } }[])
    .filter((e) => e.event === PAGE_VIEW_EVENT)
    .map((e) => e.properties.current_url_path);
}

describe('analytics from the runtime config (spec §2: a page view on every route change)', () => {
  afterEach(cleanup);

  it('sends a page view for the first screen and every route change, once the page goes', async () => {
    const { deps, router } = renderApp(CONFIG);
    await screen.findByRole('heading', { name: 'Plays' });
    await act(() => router.navigate('/dashboard/playbooks'));
    await screen.findByRole('heading', { name: 'Playbooks' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(pageViews(deps.fetch)).toEqual(['/dashboard/plays', '/dashboard/playbooks']));
    expect(vi.mocked(deps.fetch).mock.calls[0]![1]).toMatchObject({ keepalive: true });
  });

  it('sends nothing when the server configures no analytics', async () => {
    const { deps, router } = renderApp(null);
    await screen.findByRole('heading', { name: 'Plays' });
    await act(() => router.navigate('/dashboard/playbooks'));
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});
