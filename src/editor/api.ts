// The editor's server calls, in one file so the data layer's final shape is adapted in one place
// (spec §7; DESIGN.md §3 API conventions). Every call goes through the app's HTTP client, which
// adds the bearer token and turns failures into sentences a coach reads.
import { api } from '../data/api-client';
import { getTeams, type Team } from '../data/teams';

export interface PlayRecord {
  play_id: string;
  team_id: string;
  type: 'play' | 'drill';
  title: string;
  data: unknown;
  version: number;
  timestamp?: number;
  synced?: boolean;
}

export function fetchPlay(playId: string, signal?: AbortSignal): Promise<PlayRecord> {
  return api.get<PlayRecord>(`/play/${encodeURIComponent(playId)}`, { signal });
}

export function fetchEditorTeams(signal?: AbortSignal): Promise<Team[]> {
  return getTeams(signal);
}

export interface SavePlayInput {
  playId: string | null;
  teamId: string;
  type: 'play' | 'drill';
  title: string;
  data: unknown;
  baseVersion: number | null;
}

/** PUT an existing play (with base_version) or POST a new one; answers the saved record. */
export async function savePlay(input: SavePlayInput): Promise<PlayRecord> {
  const timestamp = Date.now();
  if (input.playId) {
    const body: Record<string, unknown> = { title: input.title, data: input.data, timestamp };
    if (input.baseVersion !== null) body.base_version = input.baseVersion;
    return api.put<PlayRecord>(`/play/${encodeURIComponent(input.playId)}`, body);
  }
  return api.post<PlayRecord>('/play', { team_id: input.teamId, type: input.type, title: input.title, data: input.data, timestamp });
}
