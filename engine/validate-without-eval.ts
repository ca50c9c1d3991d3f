// Imported first by every browser entry (the page and each worker): the app's Content Security
// Policy allows no eval, and zod would otherwise probe for it (a reported violation) and compile its
// object schemas with it. zod reads its settings from this shared global when it loads, so setting
// it here keeps zod itself out of the first page load; it must run before any schema is built.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
