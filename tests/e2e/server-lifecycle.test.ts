// The real server process: a second start reuses the data directory, and a SIGTERM in the middle
// of writes finishes what is in flight and leaves an embedded database that reopens intact.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProductServer } from './harness';

const password = 'correct horse battery';

async function signUp(url: string, email: string) {
  return fetch(`${url}/apiv2/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Dean Smith' }),
  });
}

async function logIn(url: string, email: string) {
  const response = await fetch(`${url}/apiv2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('the server process', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('reuses its data directory on a second start, without migrating again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'courtside-restart-'));
    dirs.push(dataDir);
    const first = await startProductServer({ dataDir, apiOnly: true });
    expect((await signUp(first.url, 'keeper@example.com')).status).toBe(201);
    expect(first.output()).toContain('database migrated');
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = await startProductServer({ dataDir, apiOnly: true });
    expect(await logIn(second.url, 'keeper@example.com')).toBe(200);
    expect(second.output()).not.toContain('database migrated');
    expect(await second.stop()).toBe(0);
  });

  it('finishes writes in flight on SIGTERM, and every acknowledged write survives', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'courtside-sigterm-'));
    dirs.push(dataDir);
    const server = await startProductServer({ dataDir, apiOnly: true });
    // One coach saves 40 plays in a burst: each is validated, drawn as a thumbnail and written,
    // so many are in flight when the server is told to stop. (Sign-ups are rate limited per address.)
    const coach = (await (await signUp(server.url, 'burst@example.com')).json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${coach.accessToken}`, 'content-type': 'application/json' };
    const teams = (await (await fetch(`${server.url}/apiv2/teams`, { headers })).json()) as { data: { team_id: string }[] };
    const teamId = teams.data[0]!.team_id;
    // The stop comes once the first write is acknowledged: the others are in flight (no timing guessed).
    let firstAcknowledged = () => {};
    const acknowledgedOne = new Promise<void>((resolve) => (firstAcknowledged = resolve));
    const writes = Array.from({ length: 40 }, (_, i) =>
      fetch(`${server.url}/apiv2/play`, { method: 'POST', headers, body: JSON.stringify({ team_id: teamId, title: `Burst ${i}` }) }).then(
        async (response) => {
          const answer = { status: response.status, id: response.status === 201 ? ((await response.json()) as { play_id: string }).play_id : undefined };
          if (answer.id) firstAcknowledged();
          return answer;
        },
        () => ({ status: 0, id: undefined }), // refused after the server stopped listening
      ),
    );
    await acknowledgedOne;
    const exit = server.stop('SIGTERM');
    const answers = await Promise.all(writes);
    const code = await exit;
    expect(code, server.output()).toBe(0);
    const acknowledged = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(answers.every(({ status }) => status === 201 || status === 503 || status === 0)).toBe(true);

    const reopened = await startProductServer({ dataDir, apiOnly: true });
    const health = await fetch(`${reopened.url}/apiv2/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'ok', database: 'pglite' });
    for (const id of acknowledged) expect((await fetch(`${reopened.url}/apiv2/play/${id}`, { headers })).status).toBe(200);
    expect(await reopened.stop()).toBe(0);
  });
});
