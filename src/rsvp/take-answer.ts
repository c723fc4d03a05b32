import type { FastifyBaseLogger } from 'fastify';
import type { StorageGuard } from '../storage/storage-guard';
import type { RsvpRepository, StoredAnswer } from './repository';
import { HONEYPOT_FIELD } from '../../shared/rsvp/rules';
import type { RsvpInput } from '../../shared/rsvp/schemas';
import { answersClosed, rsvpMode } from '../../shared/site/events';
import type { Site } from '../../shared/site/schema';

/** An answer that was not stored, with what to tell the guest: the disk is full, or the site holds enough. */
export interface AnswerNotTaken {
  readonly status: 403 | 503;
  readonly error: string;
  readonly message: string;
}

export type TakenAnswer = { readonly taken: StoredAnswer } | { readonly notTaken: AnswerNotTaken };

/**
 * Stores a valid answer, the one way both the page's script (POST /api/rsvp) and the page's own form (POST /)
 * take one. A write that fails anyway (the disk filled meanwhile) throws, after the storage guard has heard of it.
 */
export function answerTaker({
  rsvps,
  storage,
  maxRsvps,
  site,
  now,
  onStored = () => undefined,
}: {
  rsvps: RsvpRepository;
  storage: StorageGuard;
  maxRsvps: number;
  site: Site;
  now: () => number;
  /** Told of each answer once it is on disk (the couple's note), never of a bot's. */
  onStored?: (stored: StoredAnswer) => void;
}) {
  return function takeAnswer(input: RsvpInput, log: FastifyBaseLogger): TakenAnswer {
    if (rsvpMode(site) === 'invite-only') {
      return {
        notTaken: { status: 403, error: 'invite-only', message: 'Please answer through the link in your invitation.' },
      };
    }
    if (answersClosed(site, now())) {
      const contact = site.rsvp?.contact;
      return {
        notTaken: {
          status: 403,
          error: 'rsvp-closed',
          message: `Responses closed on ${site.rsvpDeadline}${contact ? `; please contact ${contact}` : '; please contact the couple'}.`,
        },
      };
    }
    if (input[HONEYPOT_FIELD]) {
      // A bot. It gets the answer a guest would get, so it learns nothing, and nothing is stored.
      log.info('honeypot filled: answered as stored, not stored');
      return { taken: rsvps.preview(input) };
    }
    const problem = storage.beforeWrite();
    if (problem) return { notTaken: { status: 503, error: problem.error, message: problem.message } };
    if (rsvps.count() >= maxRsvps) {
      log.warn({ maxRsvps }, 'RSVP refused: the site holds MAX_RSVPS already');
      return {
        notTaken: {
          status: 503,
          error: 'rsvp-limit-reached',
          message: 'This site cannot take more answers just now. Please let the couple know directly.',
        },
      };
    }
    let stored;
    try {
      stored = rsvps.create(input);
    } catch (err) {
      storage.writeFailed(err);
      throw err;
    }
    storage.writeSucceeded();
    log.info({ rsvpId: stored.record.id, attending: stored.record.attending }, 'rsvp stored');
    onStored(stored);
    return { taken: stored };
  };
}

export type TakeAnswer = ReturnType<typeof answerTaker>;
