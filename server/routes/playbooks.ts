// What a playbook adds to the team item routes: the plays its chapters name, in one call, so the
// classic view and the print dialog draw every play without a request per play.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { route } from '../http/route';
import { idParams } from '../http/input';
import type { PlaybookData } from '../../engine/index';
import { PLAYBOOKS, PLAYS } from '../items/kinds';
import { chapterPlayRows } from '../items/playbook-plays';
import { itemRecord, itemRecordSchema, loadItem } from '../items/team-items';
import { listOf } from '../http/responses';

export function playbookRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;
  route(app, {
    method: 'GET',
    url: '/playbook/:id/plays',
    tag: PLAYBOOKS.tag,
    summary: "The plays and drills a playbook's chapters name, in chapter order, each once; a play deleted or moved out of the team is left out",
    params: idParams,
    responses: { 200: { description: 'The plays, with their data', schema: listOf(itemRecordSchema(PLAYS, {})) }, 404: 'Not there, or not in a team of yours' },
    async handler({ params, user }) {
      const { item } = await loadItem(db, PLAYBOOKS, params.id, user, 'read');
      const data = itemRecord(PLAYBOOKS, item).data as PlaybookData | undefined;
      return { data: (await chapterPlayRows(db, item.teamId, data)).map((row) => itemRecord(PLAYS, row)) };
    },
  });
}
