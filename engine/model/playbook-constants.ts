// The playbook model's version, with no import at all, so the model (playbook.ts) and the zod-free
// factories (playbook-defaults.ts) share it without importing each other.

export const PLAYBOOK_VERSION = 4;
