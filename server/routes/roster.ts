// A team's roster (issue 16): players with a name, a jersey number kept as text, positions 1 to 5
// and whether they are active. Everyone in the team reads it, owners and coaches change it, anyone
// else is told the team does not exist. Creates are idempotent like every other create.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { said, textKey } from '../texts/texts';
import { route } from '../http/route';
import { createIdempotently } from '../http/idempotency';
import { listOf } from '../http/responses';
import { teamPlayerRecordSchema, ROSTER_POSITIONS } from '../../engine/api/records';
import { MAX_JERSEY_LENGTH, MAX_PLAYER_NAME_LENGTH, MAX_ROSTER_PLAYERS } from '../../engine/limits';
import type { AuthUser } from '../auth/authenticate';
import { assertTeamAccess, type TeamAccess } from '../auth/team-access';
import { findTeamOf } from '../repositories/teams';
import { deletePlayer, findPlayer, insertPlayer, listPlayers, updatePlayer, type PlayerFields, type TeamPlayerRow } from '../repositories/roster';

export function teamPlayerRecord(row: TeamPlayerRow) {
  return {
    player_id: row.id,
    team_id: row.teamId,
    name: row.name,
    number: row.number,
    positions: row.positions,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const teamParams = z.object({ teamId: z.string().max(200) });
const playerParams = z.object({ teamId: z.string().max(200), playerId: z.string().max(200) });

const playerFields = {
  name: z
    .string({ error: textKey('roster.name') })
    .trim()
    .min(1, textKey('roster.name'))
    .max(MAX_PLAYER_NAME_LENGTH, textKey('roster.nameTooLong')),
  number: z
    .string({ error: textKey('roster.numberAsText') })
    .trim()
    .max(MAX_JERSEY_LENGTH, textKey('roster.numberTooLong'))
    .regex(/^[0-9]*$/, textKey('roster.digitsOnly'))
    .describe("As printed, as text: '0' and '00' are two numbers"),
  positions: z
    .array(z.number({ error: textKey('roster.positions') }).int(textKey('roster.positions')).min(1, textKey('roster.positions')).max(5, textKey('roster.positions')), {
      error: textKey('roster.positionList'),
    })
    .max(ROSTER_POSITIONS.length, textKey('roster.tooManyPositions'))
    .refine((positions) => new Set(positions).size === positions.length, textKey('roster.positionOnce'))
    .describe('1 Point Guard, 2 Shooting Guard, 3 Small Forward, 4 Power Forward, 5 Center; the main one first'),
  active: z.boolean({ error: textKey('input.trueOrFalse') }),
};

const createBody = z.object({
  name: playerFields.name,
  number: playerFields.number.optional(),
  positions: playerFields.positions.optional(),
  active: playerFields.active.optional(),
});

const updateBody = z
  .object({
    name: playerFields.name.optional(),
    number: playerFields.number.optional(),
    positions: playerFields.positions.optional(),
    active: playerFields.active.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: textKey('roster.sendSomething'), params: { fields: ['name', 'number', 'positions', 'active'] } });

export function rosterRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;
  const tag = 'Teams';

  const loadTeam = async (teamId: string, user: AuthUser, access: TeamAccess) => {
    const team = await findTeamOf(db, teamId, user.id);
    assertTeamAccess(team?.role, access, 'teams.notFound');
    return team!;
  };

  route(app, {
    method: 'GET',
    url: '/teams/:teamId/players',
    tag,
    summary: "The team's roster, in the order the players were added (everyone in the team)",
    params: teamParams,
    responses: { 200: { description: 'The players', schema: listOf(teamPlayerRecordSchema) }, 404: 'Not a team of yours' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'read');
      return { data: (await listPlayers(db, team.teamId)).map(teamPlayerRecord) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/teams/:teamId/players',
    tag,
    summary: `Add a player to the roster (owners and coaches; at most ${MAX_ROSTER_PLAYERS}); an Idempotency-Key header makes a retry answer the first record`,
    params: teamParams,
    body: createBody,
    responses: {
      201: { description: 'The player', schema: teamPlayerRecordSchema },
      400: 'Invalid input',
      403: 'A viewer of the team',
      404: 'Not a team of yours',
      409: 'The roster is full',
      422: 'The Idempotency-Key was used for another request',
    },
    async handler({ params, body, user, request, reply }) {
      const team = await loadTeam(params.teamId, user, 'write');
      const fields: PlayerFields = { name: body.name, number: body.number ?? '', positions: body.positions ?? [], active: body.active ?? true };
      return createIdempotently({
        database,
        request,
        reply,
        userId: user.id,
        table: 'roster',
        async create(tx) {
          const row = await insertPlayer(tx, team.teamId, fields, MAX_ROSTER_PLAYERS);
          if (!row) throw new HttpError(409, said('roster.full', { count: MAX_ROSTER_PLAYERS }));
          return { id: row.id, record: teamPlayerRecord(row) };
        },
        async load(id) {
          const row = await findPlayer(db, team.teamId, id);
          if (!row) throw new HttpError(404, 'roster.playerNotFound');
          return teamPlayerRecord(row);
        },
      });
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/teams/:teamId/players/:playerId',
    tag,
    summary: "Change a player's name, number, positions or whether they are active (owners and coaches)",
    params: playerParams,
    body: updateBody,
    responses: { 200: { description: 'The player', schema: teamPlayerRecordSchema }, 400: 'Invalid input', 403: 'A viewer of the team', 404: 'Not a team of yours, or no such player' },
    async handler({ params, body, user }) {
      const team = await loadTeam(params.teamId, user, 'write');
      const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<PlayerFields>;
      const row = await updatePlayer(db, team.teamId, params.playerId, changes);
      if (!row) throw new HttpError(404, 'roster.playerNotFound');
      return teamPlayerRecord(row);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/teams/:teamId/players/:playerId',
    tag,
    summary: 'Take a player off the roster (owners and coaches); rotations keep their snapshot of the player',
    params: playerParams,
    responses: { 204: 'Removed', 403: 'A viewer of the team', 404: 'Not a team of yours, or no such player' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'write');
      if (!(await deletePlayer(db, team.teamId, params.playerId))) throw new HttpError(404, 'roster.playerNotFound');
    },
  });
}
