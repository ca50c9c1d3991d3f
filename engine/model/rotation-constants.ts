// The rotation model's version, with no import at all, so the model (rotation.ts) and the zod-free
// factory (rotation-defaults.ts) share it without importing each other.

export const ROTATION_VERSION = 2;
