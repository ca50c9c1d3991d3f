// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSharedItem } from '../../api/share/get-shared-item';
import '../../lib/i18n';
import { PublicScreen } from '../../ui/public-screen';

const TOKEN = 'a'.repeat(32);

/** A share page as the features write one: the route loads the item, the kit's frame shows it. */
function RotationPage() {
  const { token = '' } = useParams();
  const shared = useSharedItem<{ title: string }>('rotation', token);
  return <PublicScreen shared={shared}>{(record) => <h1>{record.title}</h1>}</PublicScreen>;
}

/** The rotation page's frame at its link, with `cached` kept from an earlier visit and `answer` from the server. */
function renderAt(answer: () => Promise<Response>, cached?: { title: string }) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) client.setQueryData(['public', 'rotation', TOKEN], cached);
  const router = createMemoryRouter(
    [{ path: '/dashboard/public/rotation/:token', element: <RotationPage /> }],
    { initialEntries: [`/dashboard/public/rotation/${TOKEN}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('a share link page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the shared item without a token and shows it', async () => {
    const fetch = renderAt(() => json(200, { title: 'Starters' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Starters' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/apiv2/public/rotation/${TOKEN}`);
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it("shows the server's message for a revoked link, even over a copy from an earlier visit", async () => {
    renderAt(() => json(404, { error: 'This share link does not work any more.' }), { title: 'Starters' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not open anything' })).toBeTruthy();
    expect(screen.getByText('This share link does not work any more.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Starters' })).toBeNull();
  });

  it('keeps showing the copy from an earlier visit when offline', async () => {
    // Fake timers: the failed call and every update it schedules play out with no real waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const fetch = renderAt(() => Promise.reject(new TypeError('Failed to fetch')), { title: 'Starters' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { level: 1, name: 'Starters' })).toBeTruthy();
    expect(screen.queryByText('This link does not open anything')).toBeNull();
  });
});
