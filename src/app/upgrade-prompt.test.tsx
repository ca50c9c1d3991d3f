// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import '../lib/i18n';
import UpgradePrompt from './upgrade-prompt';

/** The server's refusal (server/billing/entitlements.ts), in its own words. */
const refusal = (data: Record<string, unknown>) =>
  new ApiError(402, '/apiv2/play', 'The server says it its own way.', { error: 'The server says it its own way.', upgrade: true, ...data });

/** A save run through the client's mutation cache, refused on every attempt; `hold` keeps an attempt waiting until released. */
function refusedSave(client: QueryClient, data: Record<string, unknown>, options: { retry?: number; hold?: number } = {}) {
  let attempts = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = client
    .getMutationCache()
    .build(client, {
      mutationFn: async () => {
        if (++attempts === options.hold) await held;
        throw refusal(data);
      },
      retry: options.retry ?? false,
      retryDelay: 1,
    })
    .execute(undefined)
    .catch(() => undefined);
  return { done, release, attempts: () => attempts };
}

describe('the upgrade prompt (issue 19)', () => {
  afterEach(cleanup);

  it('opens at the first refusal while the save is still retried (spec §8), and once only for that save', async () => {
    const client = new QueryClient();
    render(<UpgradePrompt client={client} navigate={() => {}} />);
    const save = refusedSave(client, { play_limit: 10 }, { retry: 2, hold: 2 });
    await screen.findByRole('dialog', { name: 'Upgrade to keep going' });
    // The second attempt is still held: the dialog came with the first refusal.
    expect(save.attempts()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'See the plans' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {
      save.release();
      await save.done;
    });
    expect(save.attempts()).toBe(3);
    // The later refusals of the same save do not bring it back.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says the free plan's play limit in the app's words, and the server's sentence for another limit", async () => {
    const client = new QueryClient();
    render(<UpgradePrompt client={client} navigate={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => refusedSave(client, { play_limit: 10 }).done);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to keep going' });
    expect(dialog.textContent).toContain('The free plan keeps up to 10 plays and drills. Choose a plan to create more.');
    expect(dialog.textContent).not.toContain('its own way');
    cleanup();

    render(<UpgradePrompt client={client} navigate={() => {}} />);
    await act(() => refusedSave(client, {}).done);
    expect((await screen.findByRole('dialog')).textContent).toContain('The server says it its own way.');
  });
});
