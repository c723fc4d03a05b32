import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Refusal, refusal } from '../../shared/outcome';
import { type AnswerProofs, PROOF_HEADER } from './answer-proofs';
import { clientKey, networkKey } from './client-key';
import { Refused } from './refused';
import { waitInWords } from './wait-in-words';
import { createWindowCounter } from './window-counter';

/**
 * How many answers are taken per window. The open form's: from one client, from one IPv6 /48, and from everyone
 * together. A household's (through its own link): `perClient` for that household, whoever sends them, and nothing
 * else, so that no traffic without a household's link can stop it from answering.
 */
export interface AnswerLimits {
  readonly perClient: number;
  readonly overall: number;
  readonly windowMs: number;
}

/**
 * Answers are counted over ten minutes (how many: config.ts, SETTING_DEFAULTS). IPv6 clients count per /64
 * (clientKey), and their /48 (networkKey) for four times as many.
 */
export const ANSWER_WINDOW_MS = 10 * 60 * 1000;
const NETWORK_SHARE = 4;

/** Why an answer was refused before it was read: what to tell the guest, and when to come back. */
export interface AnswerRefusal {
  readonly refusal: Refusal;
  readonly retryAfterSeconds: number;
}

/** The refusal an API route throws, with the Retry-After that says when to come back. */
export function comeBackLater(reply: FastifyReply, { refusal, retryAfterSeconds }: AnswerRefusal): Refused {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new Refused(refusal);
}

/**
 * Registers the limiter. `check` says whether one more answer may be taken now (and counts it); `hook` applies
 * it to an API route at onRequest, before the body is read, so a flood costs neither parsing nor a write. The
 * form the page posts checks after its small body is parsed, to answer with the form and what was typed in it.
 * Both count against the same limits. Counted by @fastify/rate-limit, in memory.
 */
export async function createAnswerLimiter(app: FastifyInstance, limits: AnswerLimits, proofs?: AnswerProofs) {
  await app.register(fastifyRateLimit, { global: false });
  const fromClient = app.createRateLimit({
    max: limits.perClient,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => clientKey(request.ip),
  });
  const fromNetwork = app.createRateLimit({
    max: limits.perClient * NETWORK_SHARE,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `network ${networkKey(request.ip)}`,
  });
  const fromEveryone = app.createRateLimit({
    max: limits.overall,
    timeWindow: limits.windowMs,
    keyGenerator: () => 'everyone',
  });

  async function check(request: FastifyRequest): Promise<AnswerRefusal | null> {
    for (const limit of [fromClient, fromNetwork, fromEveryone]) {
      const result = await limit(request);
      // isAllowed says "on the allow list" (we keep none); isExceeded is the verdict.
      if (result.isAllowed || !result.isExceeded) continue;
      // Past what everyone together may send, a solved puzzle still gets an answer in (answer-proofs.ts): a guest's
      // browser solves one in seconds, a flood pays for every answer. One client's own limits stay as they are.
      const header = request.headers[PROOF_HEADER];
      if (result.key === 'everyone' && proofs?.accept(typeof header === 'string' ? header : undefined)) continue;
      request.log.warn(
        { limit: result.max, client: result.key === 'everyone' ? 'everyone' : 'one client' },
        'answer refused: too many',
      );
      const wait = waitInWords(result.ttlInSeconds);
      return {
        retryAfterSeconds: Math.max(1, result.ttlInSeconds),
        refusal:
          result.key === 'everyone'
            ? refusal(
                // The page solves a puzzle (GET /api/rsvp/proof) and sends the answer again; a form posted without the
                // script is told to try later.
                proofs ? 'proof-needed' : 'too-many-requests',
                `The site is taking too many answers at once. Please try again in ${wait}; nothing you typed is lost.`,
              )
            : refusal(
                'too-many-requests',
                'Too many answers from your connection just now. ' +
                  `Please try again in ${wait}; nothing you typed is lost.`,
              ),
      };
    }
    return null;
  }

  async function hook(request: FastifyRequest, reply: FastifyReply) {
    const refused = await check(request);
    if (refused) throw comeBackLater(reply, refused);
  }

  const byHousehold = createWindowCounter({ max: limits.perClient, windowMs: limits.windowMs });

  /** One more answer for this household (counted), or why not: only its own link's answers count against it. */
  function checkHousehold(request: FastifyRequest, householdId: number): AnswerRefusal | null {
    const key = String(householdId);
    const wait = byHousehold.waitSeconds(key);
    if (wait === 0) {
      byHousehold.record(key);
      return null;
    }
    request.log.warn({ limit: limits.perClient, householdId }, 'household answer refused: too many');
    return {
      retryAfterSeconds: wait,
      refusal: refusal(
        'too-many-requests',
        'This invitation has been answered many times just now. ' +
          `Please try again in ${waitInWords(wait)}; nothing you typed is lost.`,
      ),
    };
  }

  return { check, hook, checkHousehold };
}

export type AnswerLimiter = Awaited<ReturnType<typeof createAnswerLimiter>>;
