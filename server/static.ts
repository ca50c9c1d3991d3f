// The built app under /dashboard/: files as they are (or their brotli or gzip copies, written at
// build time, to clients that accept them), and index.html for every app route so that deep links
// and reloads work (history fallback).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SHARE_KINDS } from '../engine/api/records';
import { SHARE_TOKEN_PATTERN } from './repositories/share-links';
import { sayTo } from './errors';
import { said } from './texts/texts';

export const APP_BASE = '/dashboard/';
/** App screens that live outside /dashboard/ (spec §2). */
export const ROOT_APP_ROUTES = ['/signup', '/create-account', '/logout', '/loading', '/test_error', '/rotation-editor', '/print-invoice/:transactionId'];

/** Hashed build assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and the service worker must always be fetched fresh, or updates never reach a coach. */
const NEVER_CACHE = 'no-store, must-revalidate';
const REVALIDATE = 'no-cache';

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built app in ${root}: run "npm run build" (npm start does it for you)`);
  }
  let indexHtml: Buffer | undefined;
  const sendIndex = async (reply: FastifyReply, status = 200) => {
    indexHtml ??= await readFile(indexPath).catch(() => undefined);
    // Not built: a page that is not found stays a 404 (what is missing is the page, not the app).
    if (!indexHtml) return reply.status(status === 404 ? 404 : 503).type('text/plain').send('The app is not built yet. Run "npm run build".');
    return reply.status(status).header('cache-control', NEVER_CACHE).type('text/html; charset=utf-8').send(indexHtml);
  };

  await app.register(fastifyStatic, {
    root,
    prefix: APP_BASE,
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // The file sent may be the compressed copy (x.js.br): its headers are the original's.
      const name = filePath.slice(root.length + 1).replaceAll('\\', '/').replace(/\.(br|gz)$/, '');
      res.setHeader('vary', 'accept-encoding');
      if (name.startsWith('assets/')) res.setHeader('cache-control', IMMUTABLE);
      else if (name === 'index.html' || name === 'sw.js') res.setHeader('cache-control', NEVER_CACHE);
      else res.setHeader('cache-control', REVALIDATE);
    },
  });

  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  app.get('/dashboard', (_request, reply) => reply.redirect(APP_BASE));
  // The spec's share link shapes (`/play/{token}`, `/playbook/…`, `/rotation/…`, `/practice-plan/…`),
  // as links made by the old product read: the same token's public page. Not a token: not found.
  for (const kind of SHARE_KINDS) {
    app.get<{ Params: { token: string } }>(`/${kind}/:token`, (request, reply) =>
      SHARE_TOKEN_PATTERN.test(request.params.token) ? reply.redirect(`${APP_BASE}public/${kind}/${request.params.token}`, 301) : sendIndex(reply, 404),
    );
  }
  for (const route of ROOT_APP_ROUTES) app.get(route, (_request, reply) => sendIndex(reply));
  // Every other /dashboard/ path is a screen of the app (history fallback); the built files' own
  // routes come first. A route, not the not-found handler, so its answer is compressed too.
  app.get(`${APP_BASE}*`, (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith(`${APP_BASE}assets/`)) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/apiv2/') || path === '/apiv2') {
      return reply.status(404).send({ error: sayTo(request, said('request.noApiRoute', { method: request.method, path })) });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: sayTo(request, said('request.nothingAt', { method: request.method, path })) });
    }
    // Any other page: the app's own not-found screen, with a real 404 status.
    return sendIndex(reply, 404);
  });
}
