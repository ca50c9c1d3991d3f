// Every error the API answers is `{ error: "a sentence a coach understands" }` (DESIGN.md §3), in
// the language the request asks for (Accept-Language, issue 34): an HttpError carries the text's key
// and values (server/texts), and the handler here says it in that language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReporter } from './error-reporting';
import { requestLanguage } from './texts/request-language';
import { said, say, type PlainKey, type Said } from './texts/texts';

export class HttpError extends Error {
  readonly text: Said;
  constructor(
    readonly statusCode: number,
    text: Said | PlainKey,
    readonly extra: Record<string, unknown> = {},
  ) {
    const words = typeof text === 'string' ? { key: text } : text;
    // In English for the log and the error reporter; the answer says it in the request's language.
    super(say('en', words));
    this.text = words;
  }
}

/** `text` in the language `request` asks for. */
export function sayTo(request: FastifyRequest, text: Said | PlainKey): string {
  return say(requestLanguage(request.headers['accept-language']), text);
}

/** Sends `{ error, ...extra }` in the request's language; the answer varies with Accept-Language. */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, text: Said | PlainKey, extra: Record<string, unknown> = {}) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
  return reply.status(status).send({ error: sayTo(request, text), ...extra });
}

/** Fastify's own refusals, in our words. */
const CLIENT_ERROR_TEXTS: Readonly<Record<string, Said>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: said('request.notJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: said('request.emptyJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: said('request.tooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: said('request.notJsonType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: said('request.wrongLength', { header: 'Content-Length' }),
};

/** `reporter`: where 5xx errors go besides the log (Sentry when configured). */
export function registerErrorHandling(app: FastifyInstance, reporter: ErrorReporter | null = null): void {
  if (reporter) app.addHook('onClose', () => reporter.close());
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) reporter?.report(error, request);
      return sendError(request, reply, error.statusCode, error.text, error.extra);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const text =
        (error.code ? CLIENT_ERROR_TEXTS[error.code] : undefined) ??
        (error.validation ? said('request.invalid', { detail: error.message }) : said('request.refused', { detail: error.message }));
      return sendError(request, reply, status, text);
    }
    request.log.error({ err: error }, 'request failed');
    reporter?.report(error, request);
    return sendError(request, reply, 500, 'request.serverError');
  });
}
