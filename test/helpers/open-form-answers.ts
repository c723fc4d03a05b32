// Answers given on the open form, which the admin's browser suites start from: the couple finds these names in the
// list, the cards and the export.
import type { RsvpInput } from '../../shared/rsvp/schemas';

/** A guest who comes alone. */
export const MEERA_KAPOOR: RsvpInput = {
  fullName: 'Meera Kapoor',
  email: 'meera@example.com',
  guestCount: 1,
  attending: true,
};

/** A guest who cannot come. */
export const VIKRAM_RAO: RsvpInput = {
  fullName: 'Vikram Rao',
  email: 'vikram@example.com',
  guestCount: 1,
  attending: false,
};
