import type { FastifyBaseLogger } from 'fastify';
import { type Outcome, refuse } from '../../shared/outcome';
import { HONEYPOT_FIELD } from '../../shared/rsvp/rules';
import type { RsvpInput } from '../../shared/rsvp/schemas';
import { answersClosed, rsvpMode } from '../../shared/site/events';
import { mealIds } from '../../shared/site/meals';
import type { Site } from '../../shared/site/schema';
import type { StorageGuard } from '../storage/storage-guard';
import type { RsvpRepository, StoredAnswer } from './repository';

/**
 * Stores a valid answer, the one way both the page's script (POST /api/rsvp) and the page's own form (POST /)
 * take one. A write that fails anyway (the disk filled meanwhile) throws, after the storage guard has heard of it.
 */
export function createAnswerTaker({
  rsvps,
  storage,
  maxRsvps,
  site: siteNow,
  now,
  onStored = () => undefined,
}: {
  rsvps: RsvpRepository;
  storage: StorageGuard;
  maxRsvps: number;
  /** The content as it is now (the couple may save site.json while the site runs). */
  site: () => Site;
  now: () => number;
  /** Told of each answer once it is on disk (the couple's note), never of a bot's. */
  onStored?: (stored: StoredAnswer) => void;
}) {
  return function takeAnswer(input: RsvpInput, log: FastifyBaseLogger): Outcome<StoredAnswer> {
    const site = siteNow();
    if (rsvpMode(site) === 'invite-only') {
      return refuse('invite-only', 'Please answer through the link in your invitation.');
    }
    if (answersClosed(site, now())) {
      const contact = site.rsvp?.contact;
      return refuse(
        'rsvp-closed',
        `Responses closed on ${site.rsvpDeadline}` +
          `${contact ? `; please contact ${contact}` : '; please contact the couple'}.`,
      );
    }
    // A meal is one the site offers, by its id: the caterer counts by it. None offered, none is kept.
    const meals = mealIds(site);
    if (input.meal && !meals.includes(input.meal)) {
      return refuse(
        'invalid-input',
        meals.length === 0 ? 'meal: this wedding offers no choice of meal' : `meal: choose one of ${meals.join(', ')}`,
      );
    }
    if (input[HONEYPOT_FIELD]) {
      // A bot. It gets the answer a guest would get, so it learns nothing, and nothing is stored.
      log.info('honeypot filled: answered as stored, not stored');
      return { done: rsvps.preview(input) };
    }
    if (rsvps.count() >= maxRsvps) {
      log.warn({ maxRsvps }, 'RSVP refused: the site holds MAX_RSVPS already');
      return refuse(
        'rsvp-limit-reached',
        'This site cannot take more answers just now. Please let the couple know directly.',
      );
    }
    const result = storage.write(() => rsvps.create(input));
    if ('done' in result) {
      log.info({ rsvpId: result.done.record.id, attending: result.done.record.attending }, 'rsvp stored');
      onStored(result.done);
    }
    return result;
  };
}

export type TakeAnswer = ReturnType<typeof createAnswerTaker>;
