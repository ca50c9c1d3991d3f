// The built app's pages, with the app built and not yet built: a page that does not exist is a 404
// either way (the API suite runs while the e2e suite may still be building the app).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function appServing(built: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'courtside-static-'));
  dirs.push(dir);
  if (built) await writeFile(join(dir, 'index.html'), '<!doctype html><title>Courtside</title>');
  const app = Fastify({ logger: false });
  await registerStatic(app, dir);
  return app;
}

describe('the app pages', () => {
  it.each([true, false])('built: %s — a share path that is not a token, and any unknown page, is not found', async (built) => {
    const app = await appServing(built);
    expect((await app.inject({ method: 'GET', url: '/play/not%20a%20token' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    const screen = await app.inject({ method: 'GET', url: '/dashboard/plays' });
    expect(screen.statusCode).toBe(built ? 200 : 503);
    if (!built) expect(screen.body).toContain('npm run build');
    await app.close();
  });
});
