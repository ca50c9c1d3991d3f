// One way to declare an API route: zod schemas for what comes in, checked before the handler runs
// (a bad request is a 400 naming the field, never a 5xx), and for what goes out, per status (not
// checked at run time: lists of thousands of plays stay cheap); all kept for the OpenAPI document.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors';
import type { AuthUser } from '../auth/authenticate';
import { assertStorableInput, stripInvisibleControlsDeep } from './input';

/** What a route answers with one status: a sentence, and the body's shape where it has one. */
export type ResponseDoc = string | { description: string; schema?: z.ZodType };

export interface RouteDoc {
  method: HTTPMethods;
  url: string;
  summary: string;
  tag: string;
  auth: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body of raw bytes (an upload) rather than JSON: what it is. */
  binaryBody?: string;
  responses: Record<number, ResponseDoc>;
}

export interface RouteInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends boolean> {
  method: HTTPMethods;
  url: string;
  summary: string;
  tag: string;
  /** Signed-in only (the default); the handler then gets `user`. */
  auth?: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The body is raw bytes (an upload, read by the route's own content-type parser): what they are. */
  binaryBody?: string;
  /** Per status; the schemas are documentation (and what tests hold answers to), not checked at run time. */
  responses?: Record<number, ResponseDoc>;
  handler: (input: RouteInput<P, Q, B> & (A extends false ? object : { user: AuthUser })) => Promise<unknown>;
}

/** Every route declared with `route`, for /apiv2/openapi.json. */
export const routeDocs: RouteDoc[] = [];

const EMPTY = z.object({}).passthrough();
/** The schema of an input a route does not declare: any object. */
export type Empty = typeof EMPTY;

/** A message a coach can act on, naming the field: "email: Invalid email address". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string): z.infer<T> {
  assertStorableInput(value, where);
  const cleaned = stripInvisibleControlsDeep(value);
  // Nothing sent reads as an empty object; a JSON `null` is a value, and not an object.
  const result = (schema ?? EMPTY).safeParse(cleaned === undefined ? {} : cleaned);
  if (!result.success) throw new HttpError(400, `Invalid ${where}: ${describeZodError(result.error)}`);
  return result.data as z.infer<T>;
}

export function route<
  P extends z.ZodType = typeof EMPTY,
  Q extends z.ZodType = typeof EMPTY,
  B extends z.ZodType = typeof EMPTY,
  A extends boolean = true,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B, A>): void {
  const auth = spec.auth ?? true;
  const prefix = app.prefix;
  if (!routeDocs.some((d) => d.method === spec.method && d.url === prefix + spec.url)) {
    routeDocs.push({
      method: spec.method,
      url: prefix + spec.url,
      summary: spec.summary,
      tag: spec.tag,
      auth,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.binaryBody ? { binaryBody: spec.binaryBody } : {}),
      responses: spec.responses ?? { 200: 'OK' },
    });
  }
  app.route({
    method: spec.method,
    url: spec.url,
    ...(auth ? { preHandler: app.authenticate } : {}),
    handler: async (request, reply) => {
      const input = {
        params: parse(spec.params, request.params, 'path'),
        query: parse(spec.query, request.query, 'query'),
        body: parse(spec.body, request.body, 'body'),
        request,
        reply,
        user: request.user,
      };
      const result = await spec.handler(input as Parameters<typeof spec.handler>[0]);
      // A handler that sent its own answer (a stream, a redirect) returned the reply, which, being a
      // thenable, resolved to nothing once the answer was written: nothing more to send.
      if (reply.sent) return;
      if (result === undefined) return reply.status(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      return result;
    },
  });
}
