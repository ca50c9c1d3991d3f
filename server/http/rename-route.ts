// The one shape of a rename (an organization, a team): PUT `url` with { name }, for its owners,
// answering the renamed record. The owner check and the write are the caller's `rename`.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/authenticate';
import { nameField, type NameTexts } from './input';
import { route } from './route';

export interface RenameRouteSpec<P extends z.ZodType> {
  url: string;
  tag: string;
  /** What is renamed, with its article: 'an organization', 'a team' (for the API document). */
  thing: `a ${string}` | `an ${string}`;
  /** What the coach is told of a name that does not fit: 'teams.name'. */
  nameTexts: NameTexts;
  params: P;
  /** The record answered, for the OpenAPI document. */
  record: z.ZodType;
  /** Checks that `user` owns it, renames it, and answers its record. */
  rename: (params: z.infer<P>, name: string, user: AuthUser) => Promise<unknown>;
}

export function renameRoute<P extends z.ZodType>(app: FastifyInstance, spec: RenameRouteSpec<P>): void {
  const noun = spec.thing.slice(spec.thing.indexOf(' ') + 1);
  route(app, {
    method: 'PUT',
    url: spec.url,
    tag: spec.tag,
    summary: `Rename ${spec.thing} (owners)`,
    params: spec.params,
    body: z.object({ name: nameField(spec.nameTexts, 100) }),
    responses: { 200: { description: `The ${noun}`, schema: spec.record }, 403: 'Not an owner', 404: `Not ${spec.thing} of yours` },
    handler: ({ params, body, user }) => spec.rename(params, body.name, user),
  });
}
