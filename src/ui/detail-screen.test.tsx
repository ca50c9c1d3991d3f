// @vitest-environment happy-dom
// Issue 20: offline, an item never opened on this device says so, with the way back, instead of a
// skeleton forever; one cached, or one loading online, is not taken for it.
import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import { DetailScreen } from './detail-screen';

function Rotation() {
  const query = useQuery({ queryKey: ['rotation', 'r1'], queryFn: () => new Promise<{ title: string }>(() => {}) });
  return <DetailScreen query={query} back={{ to: '/dashboard/rotations', label: 'Rotations' }}>{(record) => <h1>{record.title}</h1>}</DetailScreen>;
}

function renderRotation(cached?: { title: string }) {
  const client = new QueryClient();
  if (cached) client.setQueryData(['rotation', 'r1'], cached);
  const router = createMemoryRouter([{ path: '/dashboard/rotation/:id', element: <Rotation /> }], { initialEntries: ['/dashboard/rotation/r1'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a detail screen offline', () => {
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('says an item never opened here opens once back online, with the way back to its list', async () => {
    onlineManager.setOnline(false);
    renderRotation();
    expect(await screen.findByText('Not on this device yet')).toBeTruthy();
    expect(screen.getByText(/It opens once this device is back online\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/rotations');
  });

  it('shows the copy kept on this device', async () => {
    onlineManager.setOnline(false);
    renderRotation({ title: 'Starters' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Starters' })).toBeTruthy();
    expect(screen.queryByText('Not on this device yet')).toBeNull();
  });

  it('is loading, not missing, while online', () => {
    renderRotation();
    expect(screen.queryByText('Not on this device yet')).toBeNull();
  });
});
