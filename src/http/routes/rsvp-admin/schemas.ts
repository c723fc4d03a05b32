import { RSVP_MESSAGES } from '../../../../shared/rsvp/rules';
import type { RsvpRepository } from '../../../rsvp/repository';
import type { StorageGuard } from '../../../storage/storage-guard';
import { ErrorSchema } from '../../error-schema';
import { Refused } from '../../refused';

/** What every resource's routes are given: the open form's answers, and the guard their writes go through. */
export interface RsvpAdminOptions {
  rsvps: RsvpRepository;
  storage: StorageGuard;
}

export const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;

export const entryMessages = {
  fullName: RSVP_MESSAGES.fullName,
  email: 'Please enter a valid email address, or leave it blank',
  guestCount: 'must be a whole number from 1 to 20',
  attending: 'must be true or false',
};

export const listQueryMessages = {
  limit: 'must be a whole number from 1 to 500',
  offset: 'must be a whole number, 0 or more',
  q: 'must be at most 200 characters',
  attending: 'must be yes or no',
};

export const noSuchAnswer = (id: string): Refused =>
  Refused.because('not-found', `There is no answer ${id}; it may have been deleted already.`);
