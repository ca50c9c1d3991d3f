// The team the coach works in (issue 32): one team context for the whole dashboard. It is the
// team in the address where a list is filtered (`?team=<id>`; `?team_id=<id>` on the game-day
// pages), else the team last worked in on this device (remembered per signed-in coach), else the
// coach's first team; a team the coach no longer has is passed over. The shell shows it and is the
// one place to change it; every list uses it as its filter's default and every New … dialog as the
// team it creates in. Picking a team, uploading or creating in one remembers it.
import { useCallback, useContext, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { create } from 'zustand';
import { AuthContext } from '../../auth/auth-context';
import { readStored, writeStored } from '../../lib/stored';
import { errorText } from '../../lib/api-error';
import { useEditableTeamChoices, useTeams, type Team } from './get-teams';

/** The local storage key of the remembered teams: `{ [coach's sub]: teamId }`. */
export const TEAM_CONTEXT_STORAGE_KEY = 'teamContext';
/** The address's team on the lists. */
export const TEAM_PARAM = 'team';
/** A list filtered to all the coach's teams (`?team=all`), where the list offers that. */
export const ALL_TEAMS = 'all';

type Remembered = Record<string, string>;

function readRemembered(parsed: unknown): Remembered {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function loadRememberedTeams(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Remembered {
  return readStored(TEAM_CONTEXT_STORAGE_KEY, readRemembered, storage);
}

interface TeamContextState {
  remembered: Remembered;
  remember(userId: string, teamId: string): void;
}

/** This device's remembered team per coach; read again from storage when another tab changes it. */
export const useTeamContextStore = create<TeamContextState>()((set, get) => ({
  remembered: loadRememberedTeams(),
  remember(userId, teamId) {
    if (!userId || !teamId || get().remembered[userId] === teamId) return;
    // Another tab may have remembered a team for another coach meanwhile: keep it.
    const remembered = { ...loadRememberedTeams(), ...get().remembered, [userId]: teamId };
    writeStored(TEAM_CONTEXT_STORAGE_KEY, remembered);
    set({ remembered });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TEAM_CONTEXT_STORAGE_KEY || event.key === null) useTeamContextStore.setState({ remembered: loadRememberedTeams() });
  });
}

/**
 * The team context from what is known: the address's team, else the remembered one, else the first
 * of `teams`; each only when it is one of `teams`. While the teams load (`teams` undefined) the
 * address's or the remembered team is taken on trust, so the list asks for it straight away.
 */
export function resolveTeam(urlTeam: string | null | undefined, rememberedTeam: string | null | undefined, teams: readonly Pick<Team, 'team_id'>[] | undefined): string {
  const candidates = [urlTeam, rememberedTeam].filter((id): id is string => Boolean(id) && id !== ALL_TEAMS);
  if (!teams) return candidates[0] ?? '';
  return candidates.find((id) => teams.some((team) => team.team_id === id)) ?? teams[0]?.team_id ?? '';
}

export interface TeamContextOptions {
  /** The search parameter that names the team on this screen: `team` (the lists), `team_id` (game day). */
  param?: string;
  /** Only the teams that may be chosen here (game day: the teams the coach may write in). */
  among?: (team: Team) => boolean;
}

export interface TeamContext {
  /** The team worked in; '' while the coach has no team (or, on a first visit, while the teams load). */
  teamId: string;
  team: Team | undefined;
  /** The coach's teams (those `among` allows); undefined while they load. */
  teams: Team[] | undefined;
  /** The address's team parameter as it stands ('' when none): `all` on a list of all teams. */
  urlTeam: string;
  /**
   * The coach works in another team: remembered on this device, and written into the address where
   * it names the team (or always, with `inUrl`), starting the list again at page 1.
   */
  setTeam(teamId: string, options?: { inUrl?: boolean }): void;
  /** The coach worked in a team (uploaded or created in it): remembered, the address left alone. */
  workedIn(teamId: string): void;
}

export function useTeamContext({ param = TEAM_PARAM, among }: TeamContextOptions = {}): TeamContext {
  // The coach signed in (none outside the dashboard: nothing is remembered then).
  const claims = useContext(AuthContext)?.claims;
  const userId = typeof claims?.sub === 'string' ? claims.sub : '';
  const [params, setParams] = useSearchParams();
  const teamsQuery = useTeams();
  const teams = among ? teamsQuery.data?.filter(among) : teamsQuery.data;
  const remembered = useTeamContextStore((state) => state.remembered[userId]);
  const remember = useTeamContextStore((state) => state.remember);
  const urlTeam = params.get(param) ?? '';
  const teamId = resolveTeam(urlTeam, remembered, teams);

  // A list opened on a team (a link, the back button) is the team worked in: the rest follows it.
  const urlTeamKnown = teams?.some((team) => team.team_id === urlTeam) ?? false;
  useEffect(() => {
    if (urlTeamKnown) remember(userId, urlTeam);
  }, [urlTeamKnown, urlTeam, userId, remember]);

  const workedIn = useCallback((id: string) => remember(userId, id), [remember, userId]);
  const setTeam = useCallback(
    (id: string, options?: { inUrl?: boolean }) => {
      remember(userId, id);
      setParams(
        (current) => {
          if (!options?.inUrl && !current.has(param)) return current;
          const next = new URLSearchParams(current);
          next.set(param, id);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [remember, userId, setParams, param],
  );
  return { teamId, team: teams?.find((team) => team.team_id === teamId), teams, urlTeam, setTeam, workedIn };
}

/**
 * A list's team filter on the team context: the team the list shows (`''` for all teams, where the
 * list offers them) and the filter's change, written into the address.
 */
export function useTeamFilter({ allowAll = true }: { allowAll?: boolean } = {}) {
  const context = useTeamContext();
  const all = allowAll && context.urlTeam === ALL_TEAMS;
  const [, setParams] = useSearchParams();
  const { setTeam } = context;
  const choose = useCallback(
    (id: string) => {
      if (id) return setTeam(id, { inUrl: true });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(TEAM_PARAM, ALL_TEAMS);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setTeam, setParams],
  );
  return { context, teamId: all ? '' : context.teamId, choose };
}

/**
 * What the New … dialog of a team's item takes: the teams the coach may create in, the team context
 * as the one picked first, its create call's state, and the team created in remembered.
 */
export function useTeamItemDialog(create: { isPending: boolean; isError: boolean; error: unknown }) {
  const { teamId, workedIn } = useTeamContext();
  return {
    owners: useEditableTeamChoices(),
    defaultOwnerId: teamId,
    busy: create.isPending,
    error: create.isError ? errorText(create.error) : null,
    onCreated: ({ ownerId }: { ownerId: string }) => workedIn(ownerId),
  };
}
