// A team's roster (issue 16): GET/POST/PATCH/DELETE /teams/{team_id}/players. Changes go through
// the offline queue like every other save: a player added offline shows at once under a temporary
// id (its Idempotency-Key), changes and removals show at once, and all reach the server in order.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, replaceTemporaryId, type QueuedVariables } from '../../data/offline';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { prepareCreate, type QueuedCreate } from '../../data/queued-items';
import { rosterMutationKeys, teamKeys, type TeamPlayer } from './keys';

const playersPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/players`;

export function getPlayers(teamId: string, signal?: AbortSignal): Promise<TeamPlayer[]> {
  return api.get<{ data: TeamPlayer[] }>(playersPath(teamId), { signal }).then((answer) => answer.data);
}

export const playersQueryOptions = (teamId: string) => queryOptions({ queryKey: teamKeys.players(teamId), queryFn: ({ signal }) => getPlayers(teamId, signal) });

export function usePlayers(teamId: string | undefined) {
  return useQuery({ ...playersQueryOptions(teamId ?? ''), enabled: Boolean(teamId) });
}

/** What a coach sets on a player. */
export interface PlayerFields {
  name: string;
  number: string;
  positions: number[];
  active: boolean;
}

const editRoster = (client: QueryClient, teamId: string, edit: (players: TeamPlayer[]) => TeamPlayer[]) =>
  client.setQueryData<TeamPlayer[]>(teamKeys.players(teamId), (players) => (players ? edit(players) : players));

// --- create ------------------------------------------------------------------------------------

export interface NewPlayer extends Partial<PlayerFields> {
  teamId: string;
  name: string;
}

export type QueuedPlayerCreate = NewPlayer & QueuedCreate;

export function createPlayer({ teamId, name, number, positions, active, temporaryId }: QueuedPlayerCreate): Promise<TeamPlayer> {
  return api.post<TeamPlayer>(playersPath(teamId), { name, number, positions, active }, { headers: { 'Idempotency-Key': temporaryId } });
}

export function localPlayer(player: QueuedPlayerCreate): TeamPlayer {
  const now = new Date(player.timestamp).toISOString();
  return {
    player_id: player.temporaryId,
    team_id: player.teamId,
    name: player.name.trim(),
    number: player.number?.trim() ?? '',
    positions: player.positions ?? [],
    active: player.active ?? true,
    created_at: now,
    updated_at: now,
    synced: false,
  };
}

export function registerCreatePlayer(client: QueryClient): void {
  registerQueuedMutation<TeamPlayer, QueuedPlayerCreate>(client, {
    mutationKey: rosterMutationKeys.create,
    mutationFn: (variables) => createPlayer(currentVariables(client, variables)),
    onMutate: (variables) => editRoster(client, variables.teamId, (players) => [...players, localPlayer(variables)]),
    onSuccess: (saved, variables) => {
      // A refetch may hold the saved player already (its answer came after a reload sent it again):
      // the local copy then goes rather than becoming a second one.
      editRoster(client, variables.teamId, (players) =>
        players.some((p) => p.player_id === saved.player_id) ? players.filter((p) => p.player_id !== variables.temporaryId) : players.map((p) => (p.player_id === variables.temporaryId ? saved : p)),
      );
      // Rotations and changes queued with the temporary id follow the server's.
      replaceTemporaryId(client, variables.temporaryId, saved.player_id);
      return client.invalidateQueries({ queryKey: teamKeys.players(variables.teamId) });
    },
    onError: (_error, variables) => {
      editRoster(client, variables.teamId, (players) => players.filter((p) => p.player_id !== variables.temporaryId));
      return client.invalidateQueries({ queryKey: teamKeys.players(variables.teamId) });
    },
  });
}

export function useCreatePlayer() {
  return useQueuedMutation<TeamPlayer, NewPlayer, QueuedPlayerCreate>(rosterMutationKeys.create, prepareCreate, localPlayer);
}

// --- update ------------------------------------------------------------------------------------

export interface PlayerChanges extends Partial<PlayerFields> {
  teamId: string;
  playerId: string;
}

export type QueuedPlayerUpdate = PlayerChanges & QueuedVariables;

const preparePlayerChanges = (changes: PlayerChanges): QueuedPlayerUpdate => ({ ...changes, operationId: createTemporaryId() });

export function updatePlayer({ teamId, playerId, name, number, positions, active }: QueuedPlayerUpdate): Promise<TeamPlayer> {
  return api.request<TeamPlayer>(`${playersPath(teamId)}/${encodeURIComponent(playerId)}`, { method: 'PATCH', body: { name, number, positions, active } });
}

const fieldsOf = ({ name, number, positions, active }: Partial<PlayerFields>): Partial<PlayerFields> =>
  Object.fromEntries(Object.entries({ name, number, positions, active }).filter(([, value]) => value !== undefined));

export function registerUpdatePlayer(client: QueryClient): void {
  registerQueuedMutation<TeamPlayer, QueuedPlayerUpdate>(client, {
    mutationKey: rosterMutationKeys.update,
    mutationFn: (changes) => updatePlayer(currentVariables(client, changes)),
    onMutate: (changes) =>
      editRoster(client, changes.teamId, (players) => players.map((p) => (p.player_id === changes.playerId ? { ...p, ...fieldsOf(changes), synced: false } : p))),
    onSuccess: (saved, changes) => {
      editRoster(client, changes.teamId, (players) => players.map((p) => (p.player_id === saved.player_id ? saved : p)));
      return client.invalidateQueries({ queryKey: teamKeys.players(changes.teamId) });
    },
    onError: (_error, changes) => client.invalidateQueries({ queryKey: teamKeys.players(changes.teamId) }),
  });
}

function locallyUpdatedPlayer(changes: QueuedPlayerUpdate, client: QueryClient): TeamPlayer {
  const player = client.getQueryData<TeamPlayer[]>(teamKeys.players(changes.teamId))?.find((p) => p.player_id === changes.playerId);
  return { ...(player as TeamPlayer), ...fieldsOf(changes), synced: false };
}

export function useUpdatePlayer() {
  return useQueuedMutation<TeamPlayer, PlayerChanges, QueuedPlayerUpdate>(rosterMutationKeys.update, preparePlayerChanges, locallyUpdatedPlayer);
}

// --- delete ------------------------------------------------------------------------------------

export interface PlayerRemoval {
  teamId: string;
  playerId: string;
}

export type QueuedPlayerDelete = PlayerRemoval & QueuedVariables;

const preparePlayerRemoval = (removal: PlayerRemoval): QueuedPlayerDelete => ({ ...removal, operationId: createTemporaryId() });

export function deletePlayer({ teamId, playerId }: PlayerRemoval): Promise<void> {
  return api.delete<void>(`${playersPath(teamId)}/${encodeURIComponent(playerId)}`);
}

export function registerDeletePlayer(client: QueryClient): void {
  registerQueuedMutation<void, QueuedPlayerDelete>(client, {
    mutationKey: rosterMutationKeys.remove,
    // The id read back at run time: a player added offline is removed under its server id.
    mutationFn: (removal) => deletePlayer(currentVariables(client, removal)),
    onMutate: (removal) => editRoster(client, removal.teamId, (players) => players.filter((p) => p.player_id !== removal.playerId)),
    onSettled: (_answer, _error, removal) => client.invalidateQueries({ queryKey: teamKeys.players(removal.teamId) }),
  });
}

export function useDeletePlayer() {
  return useQueuedMutation<void, PlayerRemoval, QueuedPlayerDelete>(rosterMutationKeys.remove, preparePlayerRemoval, () => undefined);
}

/** Every roster mutation's options, for the offline queue (src/app/offline-mutations.ts). */
export function registerRosterMutations(client: QueryClient): void {
  registerCreatePlayer(client);
  registerUpdatePlayer(client);
  registerDeletePlayer(client);
}

/** A team's roster with its changes, for the screens that edit it (team settings, the rotation editor); `onError` hears a refusal. */
export function useRosterEditing(teamId: string, onError: (error: Error) => void) {
  const players = usePlayers(teamId);
  const { mutate: create } = useCreatePlayer();
  const { mutate: update } = useUpdatePlayer();
  const { mutate: remove } = useDeletePlayer();
  return {
    players: players.data,
    error: players.isError ? players.error : null,
    onCreate: (fields: Omit<PlayerFields, 'active'>) => create({ teamId, ...fields }, { onError }),
    onChange: (playerId: string, fields: Partial<PlayerFields>) => update({ teamId, playerId, ...fields }, { onError }),
    onRemove: (playerId: string) => remove({ teamId, playerId }, { onError }),
  };
}
