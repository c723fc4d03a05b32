import Type, { type Static } from 'typebox';
import { EMAIL_PATTERN, HONEYPOT_FIELD, NAME_PATTERN, NOTE_PATTERN, RSVP_LIMITS } from './rules';

export const RsvpInputSchema = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: RSVP_LIMITS.fullNameMaxLength, pattern: NAME_PATTERN }),
    email: Type.String({ maxLength: RSVP_LIMITS.emailMaxLength, pattern: EMAIL_PATTERN }),
    guestCount: Type.Integer({ minimum: RSVP_LIMITS.guestCountMin, maximum: RSVP_LIMITS.guestCountMax }),
    attending: Type.Boolean(),
    dietaryRestrictions: Type.Optional(
      Type.String({ maxLength: RSVP_LIMITS.dietaryRestrictionsMaxLength, pattern: NOTE_PATTERN }),
    ),
    songRequest: Type.Optional(Type.String({ maxLength: RSVP_LIMITS.songRequestMaxLength, pattern: NOTE_PATTERN })),
    /** One of the site's meals (rsvp.meals), by its id, where the site offers them: the caterer counts it. */
    meal: Type.Optional(Type.String({ maxLength: 60 })),
    // The honeypot: a field people never see, so only a bot fills it in (see routes/rsvp.ts).
    [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 500 })),
  },
  // Unknown fields are dropped (Fastify's removeAdditional), never stored: clients may send more than we keep.
  { additionalProperties: false },
);
export type RsvpInput = Static<typeof RsvpInputSchema>;

/**
 * An answer as the couple writes it on the admin page (one taken by phone, or a correction): the guest's fields and
 * rules, except that the e-mail may be left blank, since a grandmother who phoned has none to give.
 */
export const RsvpEntrySchema = Type.Object(
  {
    fullName: RsvpInputSchema.properties.fullName,
    email: Type.Union([Type.Literal(''), RsvpInputSchema.properties.email]),
    guestCount: RsvpInputSchema.properties.guestCount,
    attending: RsvpInputSchema.properties.attending,
    dietaryRestrictions: RsvpInputSchema.properties.dietaryRestrictions,
    songRequest: RsvpInputSchema.properties.songRequest,
  },
  { additionalProperties: false },
);
export type RsvpEntry = Static<typeof RsvpEntrySchema>;

/** A correction: only the fields that change, at least one. */
export const RsvpCorrectionSchema = Type.Partial(RsvpEntrySchema, { additionalProperties: false, minProperties: 1 });
export type RsvpCorrection = Static<typeof RsvpCorrectionSchema>;

export const RsvpIdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });

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

/**
 * An answer of the admin's page that looks like another one: the same e-mail in any case, or the same name in any case
 * and spacing. Asked for beside the list (whose records keep the spec's shape), with the same query.
 */
/**
 * What the couple should know of an answer on the page beyond its fields: the answers that look like the same guest's,
 * and the household on the list it was linked to (its people counted once, with the household).
 */
export const RsvpLookAlikeSchema = Type.Object({
  id: Type.Integer(),
  likelyDuplicates: Type.Array(Type.Integer()),
  linkedTo: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type RsvpLookAlike = Static<typeof RsvpLookAlikeSchema>;

export const RsvpListSchema = Type.Array(RsvpRecordSchema);

export const RsvpDeletedSchema = Type.Object({ deleted: RsvpRecordSchema });

/**
 * What the admin's table asks for: one page, newest first, optionally searched and filtered. Numbers arrive as
 * text in a query string, and nothing is coerced (app.ts), so they are checked as digits here.
 */
export const RsvpListQuerySchema = Type.Object(
  {
    /** 1 to 500; 50 when absent. */
    limit: Type.Optional(Type.String({ pattern: '^(500|[1-4][0-9]{2}|[1-9][0-9]?)$' })),
    /** 0 or more; 0 when absent. */
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,8}$' })),
    /** Words found in the name, the e-mail or the dietary text, in any case. */
    q: Type.Optional(Type.String({ maxLength: RSVP_LIMITS.searchMaxLength })),
    attending: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  },
  { additionalProperties: false },
);
/** The same, read: numbers as numbers. */
export interface RsvpListQuery {
  readonly limit: number;
  readonly offset: number;
  readonly q?: string | undefined;
  readonly attending?: 'yes' | 'no' | undefined;
}
export function readListQuery(query: Static<typeof RsvpListQuerySchema>): RsvpListQuery {
  return {
    limit: Number(query.limit ?? 50),
    offset: Number(query.offset ?? 0),
    q: query.q,
    attending: query.attending,
  };
}

/** The spec's four cards (SPEC §9), over every response whatever the table shows. */
export const RsvpSummarySchema = Type.Object({
  total: Type.Integer(),
  attending: Type.Integer(),
  notAttending: Type.Integer(),
  totalGuests: Type.Integer(),
});
export type RsvpSummary = Static<typeof RsvpSummarySchema>;
