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

/** Why an answer was refused before it was read: the status, what to tell the guest, and when to come back. */
export interface AnswerRefusal {
  readonly status: 429;
  readonly body: ErrorBody;
  readonly retryAfterSeconds: number;
}

/**
 * Registers the limiter. `check` says whether one more answer may be taken now (and counts it); `hook` applies
 * it to an API route at onRequest, before the body is read, so a flood costs neither parsing nor a write. The
 * form the page posts checks after its small body is parsed, to answer with the form and what was typed in it.
 * Both count against the same limits. Counted by @fastify/rate-limit, in memory.
 */
export async function answerLimiter(app: FastifyInstance, limits: AnswerLimits) {
  await app.register(fastifyRateLimit, { global: false });
  const fromClient = app.createRateLimit({ max: limits.perClient, timeWindow: limits.windowMs, keyGenerator: (request) => clientKey(request.ip) });
  const fromEveryone = app.createRateLimit({ max: limits.overall, timeWindow: limits.windowMs, keyGenerator: () => 'everyone' });

  async function check(request: FastifyRequest): Promise<AnswerRefusal | null> {
    for (const limit of [fromClient, fromEveryone]) {
      const result = await limit(request);
      // isAllowed says "on the allow list" (we keep none); isExceeded is the verdict.
      if (result.isAllowed || !result.isExceeded) continue;
      request.log.warn({ limit: result.max, client: result.key === 'everyone' ? 'everyone' : 'one client' }, 'answer refused: too many');
      const wait = waitInWords(result.ttlInSeconds);
      return {
        status: 429,
        retryAfterSeconds: Math.max(1, result.ttlInSeconds),
        body: {
          error: 'too-many-requests',
          message:
            result.key === 'everyone'
              ? `The site is taking too many answers at once. Please try again in ${wait}; nothing you typed is lost.`
              : `Too many answers from your connection just now. Please try again in ${wait}; nothing you typed is lost.`,
        },
      };
    }
    return null;
  }

  async function hook(request: FastifyRequest, reply: FastifyReply) {
    const refusal = await check(request);
    if (refusal) return reply.code(refusal.status).header('Retry-After', String(refusal.retryAfterSeconds)).send(refusal.body);
  }

  return { check, hook };
}

export type AnswerLimiter = Awaited<ReturnType<typeof answerLimiter>>;
