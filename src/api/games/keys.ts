// Games of the substitution manager (issue 16): query keys and the queued save's key.
import type { GameListRecord, GameRecord } from '../../../engine/api/game-records';

export type { GameListRecord, GameRecord };

export const gamesKeys = {
  all: ['games'] as const,
  list: (teamId: string) => ['games', 'list', teamId] as const,
  detail: (teamId: string, gameId: string) => ['games', 'detail', teamId, gameId] as const,
};

/** The queued save's options are registered under this key (offline-mutations.ts). */
export const gamesMutationKeys = { save: ['games', 'save'] as const, discard: ['games', 'discard'] as const };
