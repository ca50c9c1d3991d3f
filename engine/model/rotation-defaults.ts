// The zod-free part of the rotation model (rotation.ts): its version and a new rotation's data, for
// the app's offline saves on its first signed-in route.
import type { RotationData } from './rotation';

export const ROTATION_VERSION = 2;

/** Four quarters of 10 minutes (FIBA), until the coach says otherwise. */
export function createEmptyRotationData(title = ''): RotationData {
  return { version: ROTATION_VERSION, title, periods: 4, periodLength: 600, players: [], stints: [] };
}
