// One way to declare an API route, on Fastify's own schema hooks: zod schemas for what comes in,
// checked before the handler runs (a bad request is a 400 naming the field, never a 5xx), and for
// what goes out, per status, checked before it is sent outside production (an answer its schema
// refuses is a 500 in the log, not a surprise in the app). @fastify/swagger documents the same
// schemas (./api-docs.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler, HTTPMethods, RouteOptions } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors';
import type { AuthUser } from '../auth/authenticate';
import { describeZodError, PARSE_WITH_OUR_MESSAGES } from '../texts/issues';
import { said } from '../texts/texts';
import { assertStorableInput, stripInvisibleControlsDeep, type InputPart } from './input';
import { jsonBytes } from './json-bytes';
import { errorSchema } from './responses';

/** What a route answers with one status: a sentence, and the body's shape where it has one. */
export type ResponseDoc = string | { description: string; schema?: z.ZodType };

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
  /** Per status; an answer with a schema is checked against it before it is sent (outside production). */
  responses?: Record<number, ResponseDoc>;
  handler: (input: RouteInput<P, Q, B> & (A extends false ? object : { user: AuthUser })) => Promise<unknown>;
}

/** What the API document needs of a route beyond its schemas (./api-docs.ts reads it). */
export interface RouteDocs {
  /** Every status the route answers, in words; the schemas are the route's `schema.response`. */
  responses: Record<number, string>;
  binaryBody?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    apiDocs?: RouteDocs;
  }
}

const EMPTY = z.looseObject({});
/** The schema of an input a route does not declare: any object. */
export type Empty = typeof EMPTY;

/** Whether `schema` stands for an input the route did not declare (checked, but not documented). */
export function isUndeclared(schema: unknown): boolean {
  return schema === EMPTY;
}

const NOT_SIGNED_IN_DOC = 'Not signed in, or the session expired';

const PART_NAMES: Record<string, InputPart> = { params: 'path', querystring: 'query', body: 'body' };

/**
 * Reads one part of a request: what no column can store is refused, invisible controls are taken
 * out of its text, then its schema parses it; any failure is our 400 in the coach's words, naming
 * the field ("Invalid body: email: Enter a valid email address"), in the request's language.
 */
const inputCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const where = PART_NAMES[httpPart ?? ''] ?? 'request';
  return (value: unknown) => {
    try {
      assertStorableInput(value, where);
      const result = schema.safeParse(stripInvisibleControlsDeep(value), PARSE_WITH_OUR_MESSAGES);
      if (result.success) return { value: result.data };
      return { error: new HttpError(400, said(`input.invalid.${where}`, { problem: describeZodError(result.error) })) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/**
 * Whether each answer is checked against its schema before it is sent: in tests and development
 * (NODE_ENV test or development), not in the product as it runs (`npm start`, production), where
 * that zod parse cost a quarter of the server's CPU under load (about 4 ms for a 20-phase play,
 * over 100 ms for a playbook's 30 such plays) for answers the same code gave in the tests.
 */
const checksAnswers = () => process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

/**
 * Answers go out as the handler made them, as JSON bytes (./json-bytes.ts). The provider's serializer re-encodes
 * them through zod instead (1.5 times JSON.stringify's cost for a page of plays, 8 to 13 times for
 * a 20-phase play) and silently drops any field a schema, or the wrong branch of a union, leaves
 * out; fast-json-stringify is no faster on our answers (long SVG and text strings) and drops and
 * coerces fields the same way. Where answers are checked (checksAnswers), a misfit is a 500.
 */
const outputCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (!checksAnswers()) return utf8Json;
  return (answer: unknown) => {
    const result = schema.safeParse(answer);
    if (!result.success && !result.error.issues.every((issue) => isDamagedData(issue, answer))) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return utf8Json(answer);
  };
};

/** Fastify's serializer type says string; bytes are a payload it sends as they are, sized by their length. */
const utf8Json = (answer: unknown) => jsonBytes(answer) as unknown as string;

/**
 * A damaged row's data is answered as it is stored, `data_error` beside it saying why
 * (items/kinds.ts readData): an issue inside such a `data` is no wrong answer. Within a union, one
 * branch whose issues are all of that kind will do.
 */
function isDamagedData(issue: z.core.$ZodIssue, answer: unknown): boolean {
  let node = answer;
  for (const key of issue.path) {
    if (key === 'data' && typeof (node as { data_error?: unknown } | null)?.data_error === 'string') return true;
    node = (node as Record<PropertyKey, unknown> | null | undefined)?.[key];
  }
  return issue.code === 'invalid_union' && issue.errors.some((branch) => branch.length > 0 && branch.every((inner) => isDamagedData(inner, node)));
}

/** The auth check and the "nothing sent" body, before the input is checked (so a stranger's bad input is a 401). */
function preValidation(app: FastifyInstance, auth: boolean, hasBody: boolean) {
  const hooks = auth ? [app.authenticate] : [];
  if (hasBody) {
    // Nothing sent reads as an empty object; a JSON `null` is a value, and not an object.
    hooks.push(async (request: FastifyRequest) => {
      if (request.body === undefined) request.body = {};
    });
  }
  return hooks;
}

export function route<
  P extends z.ZodType = typeof EMPTY,
  Q extends z.ZodType = typeof EMPTY,
  B extends z.ZodType = typeof EMPTY,
  A extends boolean = true,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B, A>): void {
  const auth = spec.auth ?? true;
  const declared: Record<number, ResponseDoc> = { ...(spec.responses ?? { 200: 'OK' }) };
  if (auth) declared[401] ??= NOT_SIGNED_IN_DOC;
  const descriptions: Record<number, string> = {};
  const response: Record<number, z.ZodType> = {};
  for (const [status, doc] of Object.entries(declared)) {
    const { description, schema } = typeof doc === 'string' ? { description: doc, schema: undefined } : doc;
    descriptions[Number(status)] = description;
    // Every error is `{ error }` (../errors.ts) unless the route says more.
    const checked = schema ?? (Number(status) >= 400 ? errorSchema : undefined);
    if (checked) response[Number(status)] = checked;
  }
  // GET and HEAD bodies are never read; an upload's bytes are the route's own parser's, unchecked
  // unless the route gives them a schema (a webhook's text).
  const hasBody = spec.method !== 'GET' && spec.method !== 'HEAD' && (spec.body !== undefined || !spec.binaryBody);
  const path = (app.prefix + spec.url).replace(/:(\w+)/g, '{$1}');
  const options: RouteOptions = {
    method: spec.method,
    url: spec.url,
    schema: {
      tags: [spec.tag],
      summary: spec.summary,
      operationId: `${spec.method.toString().toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      security: auth ? [{ bearer: [] }] : [],
      params: spec.params ?? EMPTY,
      querystring: spec.query ?? EMPTY,
      ...(hasBody ? { body: spec.body ?? EMPTY } : {}),
      response,
    },
    config: { apiDocs: { responses: descriptions, ...(spec.binaryBody ? { binaryBody: spec.binaryBody } : {}) } },
    // Fastify types a route's compilers as taking its whole schema; they get one part at a time.
    validatorCompiler: inputCompiler as RouteOptions['validatorCompiler'],
    serializerCompiler: outputCompiler as RouteOptions['serializerCompiler'],
    preValidation: preValidation(app, auth, hasBody),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body ?? {}, request, reply, user: request.user };
      // The schemas above have parsed params, query and body into what the handler's types say.
      const result = await spec.handler(input as unknown as Parameters<typeof spec.handler>[0]);
      // A handler that sent its own answer (a stream, a redirect) returned the reply, which, being a
      // thenable, resolved to nothing once the answer was written: nothing more to send.
      if (reply.sent) return;
      if (result === undefined) return reply.status(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      return result;
    },
  };
  app.route(options);
}
