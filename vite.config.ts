import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/precompress.ts';

/** Where the app lives on the product host (spec §2). */
export const APP_BASE = '/dashboard/';
/** The API prefix (spec §7). */
export const API_PREFIX = '/apiv2';

const apiPort = process.env.API_PORT ?? '8080';
/** How many e2e files run at once: each has a product server and a Chromium beside it, and waits on
 * them much of the time, so one more than the cores (the API suite, beside it, ends sooner and
 * would leave a core idle to the end). */
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  base: APP_BASE,
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // /dashboard/sw.js with scope /dashboard/ (spec §7). It precaches the whole app (shell, every
      // route chunk, the engine worker, fonts, icons) so it opens offline after one visit; the data
      // it shows offline is the persisted query cache, never an /apiv2 answer kept here.
      filename: 'sw.js',
      scope: APP_BASE,
      base: APP_BASE,
      // A new worker takes over at once; the page reloads on an update or an activation from
      // another tab (spec §4; registerSW does the reload).
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icons/*.png', 'icons/*.svg', 'favicon.*'],
      manifest: {
        name: 'Courtside',
        short_name: 'Courtside',
        description: 'Draw, animate and print basketball plays.',
        id: APP_BASE,
        start_url: APP_BASE,
        scope: APP_BASE,
        display: 'standalone',
        background_color: '#f4f6f8',
        theme_color: '#00a76f',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // mjs: pdf.js's worker (the print preview); wasm: HarfBuzz (print text shaping). Files of the app.
        globPatterns: ['**/*.{js,mjs,wasm,css,html,woff2,woff,svg,png,ico,webmanifest}'],
        // The tests' hook (src/app/test-hooks.ts) is never fetched by a coach: not precached either.
        // Nor Noto Sans SC's ~200 chunks (8 MB): the print worker fetches the few a Chinese document
        // needs, and the worker keeps each once fetched (runtimeCaching below).
        globIgnores: ['**/node_modules/**/*', '**/test-hooks-*.js', '**/noto-sans-sc-*.woff'],
        // The editor's three.js chunk is larger than workbox's 2 MiB default; it must open offline too.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // A page of the app comes from the server while it answers, so the document carries the
        // security policy the server has now (a Sentry, Mixpanel or help widget turned on later is
        // allowed at once); the precached index.html (with the policy it was cached with) only
        // when the network fails: offline, the app still opens. Not cached at run time: a page
        // kept from an older build would name chunks an update has removed. (No network timeout:
        // workbox gives one only to NetworkFirst, whose timeout needs such a cache.)
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // /apiv2 answers are never kept by the worker; nor is any page (above).
        runtimeCaching: [
          {
            // A Chinese document prints offline once it (or another with the same characters) has
            // printed online: its font chunks are kept from their first fetch.
            urlPattern: /\/noto-sans-sc-\d+-(400|700)-normal-[^/]*\.woff$/,
            handler: 'CacheFirst',
            options: { cacheName: 'print-fonts-chinese', expiration: { maxEntries: 200 } },
          },
          {
            // Written into sw.js as text: it reads the app's base from the worker's own scope.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && url.href.startsWith((self as unknown as { registration: { scope: string } }).registration.scope) && !url.pathname.endsWith('/sw.js'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `${APP_BASE}index.html` } },
          },
        ],
      },
    }),
    precompressPlugin(),
  ],
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { [API_PREFIX]: { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{engine,workers,src,server,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/testing/unit-setup.ts'],
          // Sized for a loaded 2-core machine: property tests run hundreds of cases.
          testTimeout: 30_000,
          // Vitest's default is one worker less than the cores: one on a 2-core machine, where the
          // other core idles once typecheck and lint (run beside the unit tests) have finished.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // A file's modules stay loaded for the next (Fastify, drizzle, the PGlite templates read
          // once per worker, not once per file); every file builds its own app and databases.
          isolate: false,
          // Sized for a 2-core machine with two CPU-bound processes beside the suite (about 3× slower
          // than quiet): media jobs run ffmpeg, sign-ups scrypt. A passing test never waits on these.
          testTimeout: 90_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // playwright and the harness load once per worker, not once per file; what a file sets
          // for itself is set back before the next (file-setup.ts).
          isolate: false,
          setupFiles: ['tests/e2e/file-setup.ts'],
          // Files run E2E_WORKERS at once (3 on a 2-core machine): each worker has a product server
          // and a Chromium its files share, one file at a time, each file with its own accounts and
          // browser contexts (tests/e2e/global-setup.ts); files that need a server of their own start
          // one. `E2E_WORKERS=1 npm run test:e2e` runs them one by one.
          fileParallelism: true,
          maxWorkers: E2E_WORKERS,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A page a real browser draws may take seconds on a busy machine (two CPU-bound processes
          // beside the suite): a poll waits on its condition up to this, by default (a passing poll
          // returns at once).
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['engine/**/*.ts'],
      exclude: ['engine/**/*.test.ts', 'engine/**/*.bench.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
