// @vitest-environment happy-dom
// Issue 13: the sign-in screens say nothing about a server that answers, and one clear line about one
// that cannot be reached.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { ServerStatus } from './server-status';

function renderStatus(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ServerStatus />
    </QueryClientProvider>,
  );
}

describe('the server status line', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says nothing once the server answers that it is fine', async () => {
    const view = renderStatus(async () => Response.json({ status: 'ok', database: 'pglite' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(view.container.textContent).toBe('');
    expect(screen.queryByTestId('health')).toBeNull();
  });

  it('says the server is not answering when it cannot be reached', async () => {
    renderStatus(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByTestId('health')).textContent).toBe('The server is not answering.');
  });

  it('says so too when the server answers that its database does not', async () => {
    renderStatus(async () => Response.json({ status: 'error', database: 'pglite', error: 'The database is not answering.' }, { status: 503 }));
    expect((await screen.findByTestId('health')).textContent).toBe('The server is not answering.');
  });
});
