// Every error the API answers is `{ error: "a sentence a coach understands" }` (DESIGN.md §3).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorReporter } from './error-reporting';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const CLIENT_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large (2 MB at most).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/** `reporter`: where 5xx errors go besides the log (Sentry when configured). */
export function registerErrorHandling(app: FastifyInstance, reporter: ErrorReporter | null = null): void {
  if (reporter) app.addHook('onClose', () => reporter.close());
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) reporter?.report(error, request);
      return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const text =
        (error.code && CLIENT_ERROR_TEXTS[error.code]) ??
        (error.validation ? `Invalid request: ${error.message}` : error.message);
      return reply.status(status).send({ error: text });
    }
    request.log.error({ err: error }, 'request failed');
    reporter?.report(error, request);
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
