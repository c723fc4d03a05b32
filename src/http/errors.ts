import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './error-schema';

/** Fastify's own 4xx codes, answered in words a person can act on. */
const KNOWN: Record<string, Pick<ErrorBody, 'error'> & { message?: string }> = {
  FST_ERR_VALIDATION: { error: 'invalid-input' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: 'unsupported-media-type', message: 'Send the request body as JSON, with Content-Type: application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: 'invalid-content-length', message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'empty-body', message: 'The request said it carries JSON but the body was empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'invalid-json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'body-too-large', message: 'The request body is too large.' },
};

export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err }, 'request failed');
    // The details stay in the log: they can name files, queries or data that are nobody else's business.
    void reply.code(status).send({ error: 'internal-error', message: 'Something went wrong on our side. Please try again in a moment.' } satisfies ErrorBody);
    return;
  }
  const known = err.code ? KNOWN[err.code] : undefined;
  // A JSON syntax error reaches us as a SyntaxError with status 400 and no Fastify code.
  const isJsonSyntax = !known && err instanceof SyntaxError && status === 400;
  const body: ErrorBody = known
    ? { error: known.error, message: known.message ?? err.message }
    : isJsonSyntax
      ? { error: 'invalid-json', message: 'The request body is not valid JSON.' }
      : { error: 'bad-request', message: err.message };
  request.log.info({ status, error: body.error }, body.message);
  void reply.code(status).send(body);
}
