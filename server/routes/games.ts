// Games of the substitution manager (issue 16), kept per team: saved whole, again and again while
// the game runs, under the id the recording device made, so a save queued offline and sent twice is
// still one game (PUT is idempotent; a save older than the stored one changes nothing). Coaches and
// owners save, viewers read, anyone else is told the team does not exist.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { textKey } from '../texts/texts';
import { route } from '../http/route';
import { pageField, perPageField } from '../http/input';
import { pageOf } from '../http/responses';
import type { AuthUser } from '../auth/authenticate';
import { assertTeamAccess, type TeamAccess } from '../auth/team-access';
import { findTeamOf } from '../repositories/teams';
import { deleteGame, findTeamGame, listGames, saveGame, type GameListRow, type GameRow } from '../repositories/games';
import { gameInputSchema, summarizeGame, type GameMinutes } from '../../engine/model/game';
import { GAME_STATUSES, gameListRecordSchema, gameRecordSchema } from '../../engine/api/game-records';
import type { GameEvent } from '../../engine/rotation/game-clock';
import type { RosterPlayer } from '../../engine/model/rotation';

const teamParams = z.object({ teamId: z.string().max(200) });
const gameParams = z.object({ teamId: z.string().max(200), gameId: z.string().max(200) });
/** The device's id for a new game: a UUID (crypto.randomUUID()), so no two devices pick the same. */
const newGameParams = gameParams.extend({ gameId: z.string().uuid(textKey('games.id')) });

interface StoredGameData {
  players: RosterPlayer[];
  events: GameEvent[];
}

function listRecord(row: GameListRow) {
  return {
    game_id: row.id,
    team_id: row.teamId,
    rotation_id: row.rotationId,
    opponent: row.opponent,
    date: row.playedOn,
    periods: row.periods,
    period_length: row.periodLength,
    status: row.status,
    players: row.players as RosterPlayer[],
    minutes: row.minutes as GameMinutes[],
    event_count: row.eventCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function gameRecord(row: GameRow) {
  const data = row.data as StoredGameData;
  return { ...listRecord({ ...row, players: data.players }), events: data.events };
}

export function gameRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;
  const tag = 'Games';

  const loadTeam = async (teamId: string, user: AuthUser, access: TeamAccess) => {
    const team = await findTeamOf(db, teamId, user.id);
    assertTeamAccess(team?.role, access, 'teams.notFound');
    return team!;
  };

  route(app, {
    method: 'PUT',
    url: '/teams/:teamId/games/:gameId',
    tag,
    summary:
      'Save a game whole (owners and coaches): created under the id the device made (201), or updated (200); a save with fewer events than stored is older and changes nothing. Minutes are computed from the events.',
    params: newGameParams,
    body: gameInputSchema,
    responses: {
      200: { description: 'The game, updated (or unchanged when this save was older)', schema: gameRecordSchema },
      201: { description: 'The game, new', schema: gameRecordSchema },
      400: 'Invalid input',
      403: 'A viewer of the team',
      404: 'Not a team of yours, or the id is another team’s game',
    },
    async handler({ params, body, user, reply }) {
      const team = await loadTeam(params.teamId, user, 'write');
      const settings = { periods: body.periods, periodLength: body.period_length };
      const summary = summarizeGame(settings, body.players, body.events);
      const saved = await saveGame(db, {
        id: params.gameId.toLowerCase(),
        teamId: team.teamId,
        rotationId: body.rotation_id ?? null,
        opponent: body.opponent,
        playedOn: body.date,
        status: summary.finished ? 'finished' : 'in_progress',
        periods: body.periods,
        periodLength: body.period_length,
        data: { players: body.players, events: body.events } satisfies StoredGameData,
        minutes: summary.minutes,
        eventCount: body.events.length,
        createdBy: user.id,
      });
      if (saved.outcome === 'elsewhere') throw new HttpError(404, 'games.notFound');
      reply.status(saved.outcome === 'created' ? 201 : 200);
      return gameRecord(saved.row);
    },
  });

  route(app, {
    method: 'GET',
    url: '/teams/:teamId/games/:gameId',
    tag,
    summary: 'One game with its events, roster and minutes',
    params: gameParams,
    responses: { 200: { description: 'The game', schema: gameRecordSchema }, 404: 'Not there, or not in a team of yours' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'read');
      const row = await findTeamGame(db, team.teamId, params.gameId);
      if (!row) throw new HttpError(404, 'games.notFound');
      return gameRecord(row);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/teams/:teamId/games/:gameId',
    tag,
    summary: 'Delete a game (owners and coaches)',
    params: gameParams,
    responses: { 204: 'Deleted', 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'write');
      if (!(await deleteGame(db, team.teamId, params.gameId))) throw new HttpError(404, 'games.notFound');
    },
  });

  route(app, {
    method: 'GET',
    url: '/teams/:teamId/games',
    tag,
    summary: "A team's games, latest date first, without their events (the season view reads the minutes)",
    params: teamParams,
    query: z.object({
      status: z.enum(GAME_STATUSES, { error: textKey('input.choice') }).optional().describe('Only games in this state'),
      page: pageField,
      per_page: perPageField,
    }),
    responses: { 200: { description: 'A page of games', schema: pageOf(gameListRecordSchema) }, 400: 'A page or per_page out of bounds', 404: 'Not a team of yours' },
    async handler({ params, query, user }) {
      const team = await loadTeam(params.teamId, user, 'read');
      const { rows, total } = await listGames(db, { teamId: team.teamId, status: query.status, page: query.page, perPage: query.per_page });
      return { data: rows.map(listRecord), page: query.page, per_page: query.per_page, total };
    },
  });
}
