import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './error-schema';
import { clientKey } from './client-key';
import { waitInWords } from './wait-in-words';

/** How many guests' answers (RSVPs) are taken per window: from one client, and from everyone together. */
export interface AnswerLimits {
  readonly perClient: number;
  readonly overall: number;
  readonly windowMs: number;
}

/**
 * A family answers from one home connection, and a few hundred guests may share a mobile carrier's address, but
 * at a wedding not 30 answers from one connection in ten minutes, nor 600 from everyone. A script filling the disk
 * does that in a second. IPv6 clients count per /64 (clientKey).
 */
export const ANSWER_LIMITS: AnswerLimits = { perClient: 30, overall: 600, windowMs: 10 * 60 * 1000 };

/**
 * Registers the limiter and returns the onRequest hook that applies the limits to a route: before the body is
 * read, so a flood costs neither parsing nor a write. Counted by @fastify/rate-limit, in memory.
 */
export async function answerLimitHook(app: FastifyInstance, limits: AnswerLimits) {
  await app.register(fastifyRateLimit, { global: false });
  const fromClient = app.createRateLimit({ max: limits.perClient, timeWindow: limits.windowMs, keyGenerator: (request) => clientKey(request.ip) });
  const fromEveryone = app.createRateLimit({ max: limits.overall, timeWindow: limits.windowMs, keyGenerator: () => 'everyone' });

  return async function limitAnswers(request: FastifyRequest, reply: FastifyReply) {
    for (const check of [fromClient, fromEveryone]) {
      const result = await check(request);
      // isAllowed says "on the allow list" (we keep none); isExceeded is the verdict.
      if (result.isAllowed || !result.isExceeded) continue;
      request.log.warn({ limit: result.max, client: result.key === 'everyone' ? 'everyone' : 'one client' }, 'answer refused: too many');
      const body: ErrorBody = {
        error: 'too-many-requests',
        message:
          result.key === 'everyone'
            ? `The site is taking too many answers at once. Please try again in ${waitInWords(result.ttlInSeconds)}; nothing you typed is lost.`
            : `Too many answers from your connection just now. Please try again in ${waitInWords(result.ttlInSeconds)}; nothing you typed is lost.`,
      };
      return reply.code(429).header('Retry-After', String(Math.max(1, result.ttlInSeconds))).send(body);
    }
  };
}
