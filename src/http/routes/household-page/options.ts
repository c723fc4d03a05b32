import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Updates } from '../../../day/updates';
import type { GuestList } from '../../../guests/guest-list';
import type { TakeHouseholdAnswer } from '../../../guests/take-household-answer';
import type { PersonalPages } from '../../../pages/answer-pages';
import type { LiveContent } from '../../../pages/live-content';
import type { Stay } from '../../../stay/stay';
import type { StorageGuard } from '../../../storage/storage-guard';
import type { AnswerLimiter } from '../../answer-limits';
import type { MissThrottle } from '../../miss-throttle';

export interface HouseholdPageOptions {
  content: LiveContent;
  guestList: GuestList;
  storage: StorageGuard;
  misses: MissThrottle;
  personalPages: PersonalPages;
  takeHouseholdAnswer: TakeHouseholdAnswer;
  checkHouseholdAnswers: AnswerLimiter['checkHousehold'];
  stay: Stay;
  /** The couple's updates, shown on the pages they concern. */
  updates: Updates;
  /** Whether the request is a door's phone, signed in: a card it reads opens the check-in. */
  atTheDoor?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  now: () => number;
}
