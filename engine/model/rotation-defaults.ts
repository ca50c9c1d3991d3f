// The zod-free part of the rotation model (rotation.ts): a new rotation's data, for the app's offline
// saves on its first signed-in route. The version lives in rotation-constants.ts, which rotation.ts
// imports too: rotation.ts never imports this file.
import type { RotationData } from './rotation';
import { ROTATION_VERSION } from './rotation-constants';

/** Four quarters of 10 minutes (FIBA), until the coach says otherwise. */
export function createEmptyRotationData(title = ''): RotationData {
  return { version: ROTATION_VERSION, title, periods: 4, periodLength: 600, players: [], stints: [] };
}
