// The practice plan model's version, with no import at all, so the model (practice-plan.ts) and the
// zod-free factory (practice-plan-defaults.ts) share it without importing each other.

export const PRACTICE_PLAN_VERSION = 2;
