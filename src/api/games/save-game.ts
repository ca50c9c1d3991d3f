// Saving a game (issue 16): PUT /teams/{team_id}/games/{game_id}, the whole game each time, queued
// through the offline queue after every event the coach taps. The id is the device's, so the same
// save sent twice is one game; the server keeps the save with the most events, so order and
// repeats after a reload or a lost answer cannot take anything away.
import type { QueryClient } from '@tanstack/react-query';
import type { GameInput } from '../../../engine/model/game';
import { api } from '../../data/api-client';
import { ApiError } from '../../lib/api-error';
import { registerQueuedMutation, runQueuedMutation } from '../../data/queued-mutation';
import { currentVariables, type QueuedVariables } from '../../data/offline';
import { gamesKeys, gamesMutationKeys, type GameRecord } from './keys';

export interface QueuedGameSave extends QueuedVariables {
  teamId: string;
  gameId: string;
  game: GameInput;
}

export function sendGame(save: QueuedGameSave): Promise<GameRecord> {
  return api.put<GameRecord>(`/teams/${encodeURIComponent(save.teamId)}/games/${encodeURIComponent(save.gameId)}`, save.game);
}

export interface QueuedGameDiscard extends QueuedVariables {
  teamId: string;
  gameId: string;
}

/** DELETE the game; one the server never got (404) is as gone as can be. */
export function discardGame(discard: QueuedGameDiscard): Promise<void> {
  return api.delete<void>(`/teams/${encodeURIComponent(discard.teamId)}/games/${encodeURIComponent(discard.gameId)}`).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  });
}

export function registerSaveGame(client: QueryClient): void {
  registerQueuedMutation<void, QueuedGameDiscard>(client, {
    mutationKey: gamesMutationKeys.discard,
    mutationFn: discardGame,
    onSuccess: (_nothing, variables) => {
      client.removeQueries({ queryKey: gamesKeys.detail(variables.teamId, variables.gameId) });
      void client.invalidateQueries({ queryKey: gamesKeys.list(variables.teamId) });
    },
  });
  registerQueuedMutation<GameRecord, QueuedGameSave>(client, {
    mutationKey: gamesMutationKeys.save,
    // Read back when it runs: a rotation made offline may have got its server id meanwhile.
    mutationFn: (variables) => sendGame(currentVariables(client, variables)),
    onSuccess: (record) => {
      client.setQueryData(gamesKeys.detail(record.team_id, record.game_id), record);
      void client.invalidateQueries({ queryKey: gamesKeys.list(record.team_id) });
    },
  });
}

/**
 * Queues the game as it is now: written to the device's log of changes first, sent when online (in
 * order after every change queued before it). Resolves when the server has it; never rejects.
 */
export function queueGameSave(client: QueryClient, teamId: string, gameId: string, game: GameInput): Promise<GameRecord | null> {
  const variables: QueuedGameSave = { operationId: crypto.randomUUID(), teamId, gameId, game };
  return runQueuedMutation<GameRecord, QueuedGameSave>(client, gamesMutationKeys.save, variables).catch((error: unknown) => {
    console.warn('A game save was refused', error);
    return null;
  });
}

/** Queues the game's removal from the team, after every save queued before it (a game started by mistake). */
export function queueGameDiscard(client: QueryClient, teamId: string, gameId: string): Promise<void> {
  const variables: QueuedGameDiscard = { operationId: crypto.randomUUID(), teamId, gameId };
  return runQueuedMutation<void, QueuedGameDiscard>(client, gamesMutationKeys.discard, variables).catch((error: unknown) => {
    console.warn('A game could not be discarded', error);
  });
}
