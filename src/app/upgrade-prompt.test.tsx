// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import '../lib/i18n';
import UpgradePrompt from './upgrade-prompt';

/** A save refused as the server refuses it (server/billing/entitlements.ts), run through the client's mutation cache. */
async function refuse(client: QueryClient, data: Record<string, unknown>) {
  const refusal = new ApiError(402, '/apiv2/play', 'The server says it its own way.', { error: 'The server says it its own way.', upgrade: true, ...data });
  await act(() => client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refusal), retry: false }).execute(undefined).catch(() => undefined));
}

describe('the upgrade prompt (issue 19)', () => {
  afterEach(cleanup);

  it("says the free plan's play limit in the app's words, and the server's sentence for another limit", async () => {
    const client = new QueryClient();
    render(<UpgradePrompt client={client} navigate={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await refuse(client, { play_limit: 10 });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to keep going' });
    expect(dialog.textContent).toContain('The free plan keeps up to 10 plays and drills. Choose a plan to create more.');
    expect(dialog.textContent).not.toContain('its own way');
    cleanup();

    render(<UpgradePrompt client={client} navigate={() => {}} />);
    await refuse(client, {});
    expect((await screen.findByRole('dialog')).textContent).toContain('The server says it its own way.');
  });
});
