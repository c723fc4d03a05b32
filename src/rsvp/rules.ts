// The RSVP rules the page and the server both enforce. This file is plain data with no TypeBox import,
// so that the client bundle can share it at runtime without carrying a schema library.

export const RSVP_LIMITS = {
  fullNameMaxLength: 200,
  // RFC 5321 caps a forward path at 256 octets, which leaves 254 for the address itself.
  emailMaxLength: 254,
  guestCountMin: 1,
  // A household RSVP, not a block booking; a larger party writes to the couple.
  guestCountMax: 20,
  dietaryRestrictionsMaxLength: 1000,
  songRequestMaxLength: 200,
} as const;

export const DEFAULT_GUEST_COUNT = 1;

// Named like a field a form-filling bot wants to fill, and one that browsers' autofill leaves alone.
export const HONEYPOT_FIELD = 'website';

// A practical address check: something@domain.tld with no spaces. Full RFC 5322 accepts addresses no mail
// provider hands out, and a stricter check would turn away real guests; the couple can see and fix typos.
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z]{2,63}$";

// At least one visible character: a name of only spaces is no name.
export const NON_BLANK_PATTERN = '\\S';

// SPEC §5's messages. The server answers with the same sentences, so a guest reads the same words either way.
export const RSVP_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Please enter a valid email address',
  attending: 'Please select whether you will be attending',
} as const;
