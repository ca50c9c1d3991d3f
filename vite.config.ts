import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Where the app lives on the product host (spec §2). */
export const APP_BASE = '/dashboard/';
/** The API prefix (spec §7). */
export const API_PREFIX = '/apiv2';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  base: APP_BASE,
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // The worker itself lives at /dashboard/sw.js with scope /dashboard/ (spec §7). What it
      // precaches and how it reloads on update is the offline issue's; here it is only wired.
      filename: 'sw.js',
      scope: APP_BASE,
      base: APP_BASE,
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Courtside',
        short_name: 'Courtside',
        description: 'Draw, animate and print basketball plays.',
        start_url: APP_BASE,
        scope: APP_BASE,
        display: 'standalone',
        background_color: '#f4f6f8',
        theme_color: '#00a76f',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        navigateFallback: `${APP_BASE}index.html`,
        navigateFallbackAllowlist: [/^\/dashboard\//],
      },
    }),
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
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One server and one browser per file; files run one after another on a 2-core machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
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
