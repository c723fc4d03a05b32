import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { siteProblemWords } from '../../shared/i18n/site-problem-words';
import { type Refusal, refusal } from '../../shared/outcome';
import { REFUSAL_STATUS, type RefusalCode } from '../../shared/refusal-codes';
import { isStorageFailure } from '../storage/storage-failure';
import type { ErrorBody } from './error-schema';
import { Refused } from './refused';
import { readerLanguage, saidIn } from './said-to';
import { type FieldProblem, fieldProblemIn } from './validation';

/** Fastify's own 4xx codes, answered in words a person can act on. */
const KNOWN: Record<string, { error: RefusalCode; message?: string }> = {
  FST_ERR_VALIDATION: { error: 'invalid-input' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'unsupported-media-type',
    message: 'Send the request body as JSON, with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: 'invalid-content-length',
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: 'empty-body',
    message: 'The request said it carries JSON but the body was empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'invalid-json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'body-too-large', message: 'The request body is too large.' },
};

export const STORAGE_FAILURE_MESSAGE =
  'Your answer could not be saved just now. Please try again in a little while; nothing you typed is lost.';
/** The same failure as the couple reads it in the admin: nothing of theirs was "an answer", and the log says why. */
export const ADMIN_STORAGE_FAILURE_MESSAGE =
  'This could not be saved: the server cannot write to its disk just now (it may be full). ' +
  "Nothing was changed; the server's log says why.";
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export function errorHandler(err: FastifyError | Refused, request: FastifyRequest, reply: FastifyReply): void {
  if (err instanceof Refused) {
    const { status, ...body } = err.refusal;
    void reply.code(status).send(body satisfies ErrorBody);
    return;
  }
  if (isStorageFailure(err)) {
    request.log.error({ err }, 'a write could not be stored');
    // 503, not 500: nothing is wrong with what was sent, and the same request may succeed once the disk is fixed.
    void reply.code(REFUSAL_STATUS['storage-unavailable']).send({
      error: 'storage-unavailable',
      message: request.url.startsWith('/api/admin') ? ADMIN_STORAGE_FAILURE_MESSAGE : STORAGE_FAILURE_MESSAGE,
    } satisfies ErrorBody);
    return;
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err }, 'request failed');
    // The details stay in the log: they can name files, queries or data that are nobody else's business.
    void reply.code(status).send({ error: 'internal-error', message: INTERNAL_ERROR_MESSAGE } satisfies ErrorBody);
    return;
  }
  const known = err.code ? KNOWN[err.code] : undefined;
  // A JSON syntax error reaches us as a SyntaxError with status 400 and no Fastify code.
  const isJsonSyntax = !known && err instanceof SyntaxError && status === 400;
  // A field's problem, said to someone who reads the admin in another language than the API's, in theirs.
  const language = request.person ? saidIn(readerLanguage(request.person)) : undefined;
  const fieldProblem = (err as { fieldProblem?: FieldProblem }).fieldProblem;
  const body: ErrorBody = known
    ? fieldProblem && language
      ? { error: known.error, message: fieldProblemIn(fieldProblem, siteProblemWords(language)), language }
      : { error: known.error, message: known.message ?? err.message }
    : isJsonSyntax
      ? { error: 'invalid-json', message: 'The request body is not valid JSON.' }
      : { error: 'bad-request', message: err.message };
  request.log.info({ status, error: body.error }, body.message);
  void reply.code(status).send(body);
}

/**
 * For the errors Fastify's router answers before any hook runs: a URL that cannot be decoded ("/%", "/%E0%A4%A"), a
 * path part longer than any of ours: the same security headers and the same error shape as every other answer.
 */
export function frameworkErrorHandler(setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request, reply);
    const known = ROUTER_ERRORS[error.code];
    if (!known) request.log.error({ err: error }, 'request failed in the router');
    const { status, ...body } = known ?? refusal('internal-error', INTERNAL_ERROR_MESSAGE);
    void reply.code(status).send(body);
  };
}

/** What the router refuses before any route is found: a client's mistake, each with its status and its words. */
const ROUTER_ERRORS: Readonly<Record<string, Refusal>> = {
  FST_ERR_BAD_URL: refusal(
    'bad-url',
    'This address is not valid: a % in it is not followed by two hexadecimal digits.',
  ),
  // A part of the path longer than any link of this site (a token is 22 characters): not a page, and not our fault.
  FST_ERR_MAX_PARAM_LENGTH: refusal(
    'uri-too-long',
    'This address is too long to be a page of this site. Please check the link you were sent.',
  ),
};
