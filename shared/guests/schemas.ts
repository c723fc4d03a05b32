import Type, { type Static } from 'typebox';
import { GUEST_LIMITS } from '../limits/guests';
import { EMAIL_PATTERN, NAME_PATTERN, NOTE_PATTERN } from '../rsvp/rules';
import { LanguageSchema, PerLanguageSchema } from '../site/language-schemas';

const Name = Type.String({ minLength: 1, maxLength: GUEST_LIMITS.nameMaxLength, pattern: NAME_PATTERN });
const Note = Type.String({ maxLength: GUEST_LIMITS.noteMaxLength, pattern: NOTE_PATTERN });
const EventId = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });
/**
 * Any language of the registry, whether or not the wedding is shown in it yet: the couple may add it later, and until
 * then the household's page is in the site's default language.
 */
const Language = LanguageSchema({ description: "the language the household reads (shared/site/languages.ts's codes)" });
export const HOUSEHOLD_SIDES = ['bride', 'groom', 'both'] as const;
const Side = Type.Union([Type.Literal('bride'), Type.Literal('groom'), Type.Literal('both')]);
/** A free group the couple files households under ("Jaipur", "Mama ji's family", "office friends"). */
const Group = Type.String({ minLength: 1, maxLength: 60, pattern: NAME_PATTERN });

export const MemberInputSchema = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })), name: Name, child: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

const householdFields = {
  name: Name,
  members: Type.Array(MemberInputSchema, { minItems: 1, maxItems: GUEST_LIMITS.membersMax }),
  events: Type.Array(EventId, { maxItems: 40 }),
  plusOnes: Type.Integer({ minimum: 0, maximum: GUEST_LIMITS.plusOnesMax }),
  phone: Type.Union([
    Type.String({ maxLength: GUEST_LIMITS.phoneMaxLength, pattern: '^[0-9+()\\-. ]*$' }),
    Type.Null(),
  ]),
  // One address, checked: a list or a "Name <address>" would mail every address in it.
  email: Type.Union([
    Type.String({ maxLength: GUEST_LIMITS.emailMaxLength, pattern: `^\\s*(?:${EMAIL_PATTERN.slice(1, -1)})?\\s*$` }),
    Type.Null(),
  ]),
  language: Language,
  notes: Type.Union([Note, Type.Null()]),
  /**
   * How guests are greeted, by language code: { "<code>": "the Sharma family" }. A language left out keeps its
   * greeting; a null one removes it. A page in a language without one greets by another, or by the name.
   */
  greeting: PerLanguageSchema(Type.Union([Name, Type.Null()])),
  /** Whose guests they are: the bride's family's, the groom's, or both. */
  side: Side,
  groups: Type.Array(Group, { maxItems: 20, uniqueItems: true }),
};

export const HouseholdInputSchema = Type.Object(
  {
    name: householdFields.name,
    members: householdFields.members,
    events: householdFields.events,
    plusOnes: Type.Optional(householdFields.plusOnes),
    phone: Type.Optional(householdFields.phone),
    email: Type.Optional(householdFields.email),
    language: Type.Optional(householdFields.language),
    notes: Type.Optional(householdFields.notes),
    greeting: Type.Optional(householdFields.greeting),
    side: Type.Optional(householdFields.side),
    groups: Type.Optional(householdFields.groups),
    /** Asked about its journey and stay (when the site asks: rsvp.askTravel). */
    travelling: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type HouseholdInput = Static<typeof HouseholdInputSchema>;

export const HouseholdPatchSchema = Type.Partial(HouseholdInputSchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type HouseholdPatch = Static<typeof HouseholdPatchSchema>;

/**
 * How far a household's invitation has come, in order: not sent; sent (the couple tapped Send); delivered (a chat
 * app fetched the link to draw its preview); opened (a browser opened it); then the answer's kind.
 */
export const HOUSEHOLD_STATUSES = ['not-sent', 'sent', 'delivered', 'opened', 'coming', 'partly', 'declined'] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];

export const MemberSchema = Type.Object({ id: Type.Integer(), name: Type.String(), child: Type.Boolean() });
export type Member = Static<typeof MemberSchema>;

export const AnsweredPersonSchema = Type.Object({
  memberId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  child: Type.Boolean(),
  plusOne: Type.Boolean(),
  events: Type.Record(Type.String(), Type.Boolean()),
  meal: Type.Union([Type.String(), Type.Null()]),
  dietaryRestrictions: Type.Union([Type.String(), Type.Null()]),
});
export type AnsweredPerson = Static<typeof AnsweredPersonSchema>;

export const StoredResponseSchema = Type.Object({
  people: Type.Array(AnsweredPersonSchema),
  message: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.String(),
  answeredBy: Type.Union([Type.Literal('guest'), Type.Literal('couple')]),
  /** Who in the admin recorded an answer given by phone, by name; absent or null for the family's own. */
  recordedBy: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type StoredResponse = Static<typeof StoredResponseSchema>;

export const HouseholdSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  token: Type.String(),
  link: Type.String({ description: '/i/<token>, absolute when PUBLIC_URL is set' }),
  members: Type.Array(MemberSchema),
  events: Type.Array(Type.String()),
  plusOnes: Type.Integer(),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  language: Language,
  notes: Type.Union([Type.String(), Type.Null()]),
  /** How guests are greeted, in the languages the couple gave a greeting in (guests of another read one of these). */
  greeting: PerLanguageSchema(Type.String()),
  side: Side,
  groups: Type.Array(Type.String()),
  /** Asked for its travel and stay (when the site asks for them: rsvp.askTravel). */
  travelling: Type.Boolean(),
  /** The phone in the international form chat apps need; null when there is none or it cannot be read. */
  phoneInternational: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(HOUSEHOLD_STATUSES),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  sentBy: Type.Union([Type.String(), Type.Null()]),
  remindedAt: Type.Union([Type.String(), Type.Null()]),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  openedAt: Type.Union([Type.String(), Type.Null()]),
  lastAnswerAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  response: Type.Union([StoredResponseSchema, Type.Null()]),
});
export type Household = Static<typeof HouseholdSchema>;

export const SentInputSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('invite'), Type.Literal('reminder'), Type.Literal('stay')]),
    channel: Type.Union([Type.Literal('whatsapp'), Type.Literal('sms'), Type.Literal('email'), Type.Literal('copy')]),
  },
  { additionalProperties: false },
);

/** A household's answer, from its link or entered by the couple: one entry per member, and one per named plus-one. */
export const ResponseInputSchema = Type.Object(
  {
    members: Type.Array(
      Type.Object(
        {
          id: Type.Optional(Type.Integer({ minimum: 1 })),
          name: Type.Optional(Name),
          events: Type.Record(EventId, Type.Boolean()),
          meal: Type.Optional(Type.Union([Type.String({ maxLength: GUEST_LIMITS.mealMaxLength }), Type.Null()])),
          dietaryRestrictions: Type.Optional(Type.Union([Note, Type.Null()])),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: GUEST_LIMITS.membersMax + GUEST_LIMITS.plusOnesMax },
    ),
    message: Type.Optional(
      Type.Union([Type.String({ maxLength: GUEST_LIMITS.messageMaxLength, pattern: NOTE_PATTERN }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type ResponseInput = Static<typeof ResponseInputSchema>;
