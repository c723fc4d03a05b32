import Type, { type Static } from 'typebox';
import { DAY_LIMITS } from '../limits/day';
import { GUEST_LIMITS } from '../limits/guests';
import { NAME_PATTERN, NOTE_PATTERN } from '../rsvp/rules';
import { PerLanguageSchema } from '../site/language-schemas';
import { GIFT_KINDS } from './gift-kinds';

// The wedding's own days through the admin API: who arrived at a function, the updates the couple posts, and the
// shagun and gifts received.

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const EventId = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });
const Words = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength, pattern: NOTE_PATTERN });

/** POST /api/admin/checkins: these people of a household arrived at a function. */
export const CheckinInputSchema = Type.Object(
  {
    householdId: Id,
    memberIds: Type.Array(Id, { maxItems: GUEST_LIMITS.membersMax }),
    /** How many of the household's extra guests (named only in its answer) have arrived in all, as the door counts. */
    guests: Type.Optional(Type.Integer({ minimum: 0, maximum: GUEST_LIMITS.plusOnesMax })),
    eventId: EventId,
    /** The phone's own id for this mark: the same one sent again (after a lost answer, or offline) counts once. */
    clientId: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);
export type CheckinInput = Static<typeof CheckinInputSchema>;

/** GET /api/admin/checkins/:eventId: the people expected (who said they come) and those who arrived. */
export const CheckinCountSchema = Type.Object({
  eventId: Type.String(),
  expected: Type.Integer(),
  arrived: Type.Integer(),
});

/** POST /api/admin/updates: a dated word to every household, or to those invited to one function. */
export const UpdateInputSchema = Type.Object(
  {
    /**
     * What it says, by language: { "en": "The Haldi moves to 11:00", "bn": "…" }. In one language of the wedding at
     * least; a blank or null one is left out. A household reads it in its page's language, else the wedding's.
     */
    text: PerLanguageSchema(Type.Union([Words(0, DAY_LIMITS.updateMaxLength), Type.Null()])),
    eventId: Type.Optional(Type.Union([EventId, Type.Null()])),
  },
  { additionalProperties: false },
);
export type UpdateInput = Static<typeof UpdateInputSchema>;

export const UpdateSchema = Type.Object({
  id: Type.Integer(),
  /** What it says in each language it was written in. */
  text: PerLanguageSchema(Type.String()),
  eventId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  by: Type.Union([Type.String(), Type.Null()]),
});
export type Update = Static<typeof UpdateSchema>;

const Channel = Type.Union([
  Type.Literal('whatsapp'),
  Type.Literal('sms'),
  Type.Literal('email'),
  Type.Literal('copy'),
]);

/** GET /api/admin/updates/:id/households: each household an update is for, and whether it has had it. */
export const UpdateHouseholdSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** When its page first showed the update; null while nobody there has opened it. */
  seenAt: Type.Union([Type.String(), Type.Null()]),
  /** When, and how, the couple last sent it the update; null if never. */
  sentAt: Type.Union([Type.String(), Type.Null()]),
  channel: Type.Union([Channel, Type.Null()]),
});
export type UpdateHousehold = Static<typeof UpdateHouseholdSchema>;

/** POST /api/admin/updates/:id/sent: the couple sent the update to this household from their own phone. */
export const UpdateSentInputSchema = Type.Object(
  { householdId: Id, channel: Channel },
  { additionalProperties: false },
);

export { GIFT_KINDS, type GiftKind } from './gift-kinds';

/** POST /api/admin/gifts: who gave what, at which function. */
export const GiftInputSchema = Type.Object(
  {
    householdId: Type.Optional(Type.Union([Id, Type.Null()])),
    from: Type.String({ minLength: 1, maxLength: DAY_LIMITS.giftFromMaxLength, pattern: NAME_PATTERN }),
    kind: Type.Enum(GIFT_KINDS),
    /** In whole rupees. */
    amount: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Null()])),
    description: Type.Optional(Type.Union([Words(0, DAY_LIMITS.giftDescriptionMaxLength), Type.Null()])),
    eventId: Type.Optional(Type.Union([EventId, Type.Null()])),
    /** The form's own id for this gift: the same one sent again (a double tap, a lost answer) records it once. */
    clientId: Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type GiftInput = Static<typeof GiftInputSchema>;

/** PATCH /api/admin/gifts/:id: the thank-you sent, the return gift given. */
export const GiftMarksSchema = Type.Object(
  { thanked: Type.Optional(Type.Boolean()), returned: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type GiftMarks = Static<typeof GiftMarksSchema>;

export const GiftSchema = Type.Object({
  id: Type.Integer(),
  householdId: Type.Union([Type.Integer(), Type.Null()]),
  household: Type.Union([Type.String(), Type.Null()]),
  from: Type.String(),
  kind: Type.Enum(GIFT_KINDS),
  amount: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  eventId: Type.Union([Type.String(), Type.Null()]),
  recordedBy: Type.Union([Type.String(), Type.Null()]),
  recordedAt: Type.String(),
  thanked: Type.Boolean(),
  returned: Type.Boolean(),
});
export type Gift = Static<typeof GiftSchema>;
