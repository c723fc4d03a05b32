import Type, { type Static } from 'typebox';
import { EMAIL_PATTERN, HONEYPOT_FIELD, NON_BLANK_PATTERN, RSVP_LIMITS } from './rules';

export const RsvpInputSchema = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: RSVP_LIMITS.fullNameMaxLength, pattern: NON_BLANK_PATTERN }),
    email: Type.String({ maxLength: RSVP_LIMITS.emailMaxLength, pattern: EMAIL_PATTERN }),
    guestCount: Type.Integer({ minimum: RSVP_LIMITS.guestCountMin, maximum: RSVP_LIMITS.guestCountMax }),
    attending: Type.Boolean(),
    dietaryRestrictions: Type.Optional(Type.String({ maxLength: RSVP_LIMITS.dietaryRestrictionsMaxLength })),
    songRequest: Type.Optional(Type.String({ maxLength: RSVP_LIMITS.songRequestMaxLength })),
    // The honeypot: a field people never see, so only a bot fills it in (see routes/rsvp.ts).
    [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 500 })),
  },
  // Unknown fields are dropped (Fastify's removeAdditional), never stored: clients may send more than we keep.
  { additionalProperties: false },
);
export type RsvpInput = Static<typeof RsvpInputSchema>;

export const RsvpRecordSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  email: Type.String(),
  guestCount: Type.Integer(),
  attending: Type.Boolean(),
  dietaryRestrictions: Type.Union([Type.String(), Type.Null()]),
  songRequest: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ description: 'ISO 8601, UTC' }),
});
export type RsvpRecord = Static<typeof RsvpRecordSchema>;

export const RsvpListSchema = Type.Array(RsvpRecordSchema);
