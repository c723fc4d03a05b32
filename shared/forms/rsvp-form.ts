import { fill } from '../i18n/fill';
import type { Texts } from '../i18n/guest-texts';
import {
  DEFAULT_GUEST_COUNT,
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  NAME_PATTERN,
  NOTE_PATTERN,
  RSVP_LIMITS,
} from '../rsvp/rules';
import type { RsvpInput } from '../rsvp/schemas';

export interface RsvpFormValues {
  fullName: string;
  email: string;
  /** The form has no control for it (SPEC §5); every response counts one guest unless the data says otherwise. */
  guestCount: number;
  attending: '' | 'yes' | 'no';
  dietaryRestrictions: string;
  /** Asked only when site.json's rsvp.askSongRequest is true; otherwise always empty. */
  songRequest: string;
  /** One of the site's meals by its id, offered where site.json gives meals; empty for no preference. */
  meal: string;
}

export type RsvpFormErrors = Partial<Record<keyof RsvpFormValues, string>>;

export const RSVP_FORM_DEFAULTS: RsvpFormValues = {
  fullName: '',
  email: '',
  guestCount: DEFAULT_GUEST_COUNT,
  attending: '',
  dietaryRestrictions: '',
  songRequest: '',
  meal: '',
};

const EMAIL = new RegExp(EMAIL_PATTERN);
const NAME = new RegExp(NAME_PATTERN, 'u');
const NOTE = new RegExp(NOTE_PATTERN, 'u');

type FormTexts = Pick<
  Texts,
  'fullNameRequired' | 'emailInvalid' | 'attendingRequired' | 'unsavableCharacters' | 'tooLong'
>;

/**
 * SPEC §5's checks, with its messages (in English; in the page's language otherwise), and the server's text rules.
 * The inputs' maxLength keeps a person from typing more than the server takes; the length checks are for a form
 * posted without the page's script.
 */
export function validateRsvpForm(values: RsvpFormValues, texts: FormTexts): RsvpFormErrors {
  const tooLong = (max: number) => fill(texts.tooLong, { max });
  const unsavable = texts.unsavableCharacters;
  const errors: RsvpFormErrors = {};
  if (!NAME.test(values.fullName.trim())) errors.fullName = texts.fullNameRequired;
  else if (values.fullName.trim().length > RSVP_LIMITS.fullNameMaxLength)
    errors.fullName = tooLong(RSVP_LIMITS.fullNameMaxLength);
  if (values.email.trim().length > RSVP_LIMITS.emailMaxLength || !EMAIL.test(values.email.trim()))
    errors.email = texts.emailInvalid;
  if (values.attending !== 'yes' && values.attending !== 'no') errors.attending = texts.attendingRequired;
  if (!NOTE.test(values.dietaryRestrictions)) errors.dietaryRestrictions = unsavable;
  else if (values.dietaryRestrictions.length > RSVP_LIMITS.dietaryRestrictionsMaxLength) {
    errors.dietaryRestrictions = tooLong(RSVP_LIMITS.dietaryRestrictionsMaxLength);
  }
  if (!NOTE.test(values.songRequest)) errors.songRequest = unsavable;
  else if (values.songRequest.length > RSVP_LIMITS.songRequestMaxLength)
    errors.songRequest = tooLong(RSVP_LIMITS.songRequestMaxLength);
  return errors;
}

/**
 * The form as the browser posts it without the script (application/x-www-form-urlencoded): every field is text, any may
 * be missing.
 */
export function rsvpFormValuesFromPost(fields: Readonly<Record<string, string | undefined>>): {
  values: RsvpFormValues;
  honeypot: string;
} {
  const attending = fields.attending;
  return {
    values: {
      ...RSVP_FORM_DEFAULTS,
      fullName: fields.fullName ?? '',
      email: fields.email ?? '',
      attending: attending === 'yes' || attending === 'no' ? attending : '',
      dietaryRestrictions: fields.dietaryRestrictions ?? '',
      songRequest: fields.songRequest ?? '',
      meal: fields.meal ?? '',
    },
    honeypot: fields[HONEYPOT_FIELD] ?? '',
  };
}

/**
 * What the server receives: attending becomes a boolean, true only for "yes". The honeypot goes along only
 * when something (a bot) filled it in.
 */
export function toRsvpPayload(values: RsvpFormValues, honeypot = ''): RsvpInput {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    guestCount: values.guestCount,
    attending: values.attending === 'yes',
    dietaryRestrictions: values.dietaryRestrictions,
    ...(values.songRequest.trim() ? { songRequest: values.songRequest.trim() } : {}),
    ...(values.meal ? { meal: values.meal } : {}),
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
}
