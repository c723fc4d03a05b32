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
  /** The admin's search of the answers. */
  searchMaxLength: 200,
} as const;

export const DEFAULT_GUEST_COUNT = 1;

// Named like a field a form-filling bot wants to fill, and one that browsers' autofill leaves alone.
export const HONEYPOT_FIELD = 'website';

// A practical address check: something@domain.tld with no spaces. Full RFC 5322 accepts addresses no mail
// provider hands out, and a stricter check would turn away real guests; the couple can see and fix typos.
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z]{2,63}$";

// Patterns read with the u flag (Ajv's default, and new RegExp(pattern, 'u') in the page).
// A name: at least one letter, digit, punctuation mark or symbol, so that spaces or zero-width characters alone are
// no name; no control character (a NUL, a newline) and no lone half of a surrogate pair, which no keyboard types
// and no database column should keep. Format characters stay allowed: Devanagari needs the zero-width joiner.
export const NAME_PATTERN = '^(?=[\\s\\S]*[\\p{L}\\p{N}\\p{P}\\p{S}])[^\\p{Cc}\\p{Cs}]*$';
// A free-text note: lines and tabs are fine, other control characters and lone surrogates are not.
export const NOTE_PATTERN = '^[^\\p{Cs}\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$';

/** Text as it is stored: composed (NFC), so that "é" typed two ways is one spelling, and trimmed. */
export function storedText(value: string): string {
  return value.normalize('NFC').trim();
}

// SPEC §5's messages. The server answers with the same sentences, so a guest reads the same words either way.
export const RSVP_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Please enter a valid email address',
  attending: 'Please select whether you will be attending',
} as const;

// Not the spec's: a note pasted with invisible control characters in it.
export const NOTE_MESSAGE = 'Please type this again: it contains characters that cannot be saved';
