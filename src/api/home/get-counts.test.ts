// @vitest-environment happy-dom
// Issue 13: the home ticks "Build a playbook" only once a playbook holds a play, not for an empty one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCounts } from './get-counts';

function answerPlaybooks(playbooks: { stats?: { plays: number } }[]) {
  const fetch = vi.fn(async (url: string) => {
    const { pathname } = new URL(url, 'http://courtside.test');
    if (pathname.endsWith('/plays/count')) return Response.json({ count: 3 });
    return Response.json({ data: playbooks, page: 1, per_page: 100, total: playbooks.length });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the home counts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts an empty playbook but does not take it for a built one', async () => {
    answerPlaybooks([{ stats: { plays: 0 } }, {}]);
    expect(await getCounts()).toEqual({ plays: 3, drills: 3, playbooks: 2, playbookBuilt: false });
  });

  it('takes a playbook holding a play for a built one, looking through a full page of them', async () => {
    const fetch = answerPlaybooks([{ stats: { plays: 0 } }, { stats: { plays: 2 } }]);
    expect((await getCounts()).playbookBuilt).toBe(true);
    const listed = fetch.mock.calls.map(([url]) => new URL(url, 'http://courtside.test')).find((url) => url.pathname.endsWith('/playbooks'))!;
    expect(listed.searchParams.get('per_page')).toBe('100');
  });
});
