// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { configureAnalytics } from '../../lib/analytics';
import { rootLayoutRouter } from '../../testing/root-layout-router';

describe('the root layout (spec §2)', () => {
  afterEach(() => configureAnalytics(null));

  it('tracks a page view on every route change', async () => {
    const pageView = vi.fn();
    configureAnalytics({ pageView, track: vi.fn() });
    const router = rootLayoutRouter();
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Plays' })).toBeTruthy();
    await act(() => router.navigate('/dashboard/playbooks?page=2'));
    expect(await screen.findByRole('heading', { name: 'Playbooks' })).toBeTruthy();
    expect(pageView.mock.calls.map(([path]) => path)).toEqual(['/dashboard/plays', '/dashboard/playbooks']);
    expect(pageView.mock.calls[1]![1]).toEqual({ search: '?page=2' });
  });
});
