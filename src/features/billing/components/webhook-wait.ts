/** How often a billing screen asks whether Paddle's webhook has landed, and for how long before saying it is slow. */
export const WEBHOOK_POLL_MS = 2000;
export const WEBHOOK_SLOW_AFTER_MS = 60_000;
