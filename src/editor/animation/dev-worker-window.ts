// Imported first by the playback worker. In development, @vitejs/plugin-react's refresh runtime (which
// every .tsx module imports) writes to `window` as it loads, and a worker has none: without this the
// worker fails to start under `npm run dev` and the play animates in the page. Nothing in a build.
if (import.meta.env.DEV) (globalThis as { window?: unknown }).window ??= globalThis;

export {};
