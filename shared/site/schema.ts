import Type, { type Static, type TSchema } from 'typebox';
import { ICON_NAMES } from './icons';
import { LanguageSchema, PerLanguageSchema } from './language-schemas';
import { DEFAULT_SITE_LANGUAGES, type InLanguage, LANGUAGES, SOURCE_LANGUAGE } from './languages';

/**
 * A text guests read: one string for every language, or one per language, { "en": "Mehendi", "hi": "मेहंदी" } (any
 * may be left out: the default language's, else another, is shown instead, and the start-up log says what is missing).
 */
const Local = <T extends TSchema>(text: T) => Type.Union([text, PerLanguageSchema(text, { minProperties: 1 })]);

const Text = Type.String({ minLength: 1, maxLength: 2000 });
const ShortText = Type.String({ minLength: 1, maxLength: 200 });
const LocalText = Local(Text);
const LocalShortText = Local(ShortText);
const IsoDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const Slug = Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'lower-case letters, digits and hyphens' });

const IconNameSchema = Type.Enum(ICON_NAMES);
export type IconName = (typeof ICON_NAMES)[number];

const VenueSchema = Type.Object(
  {
    id: Slug,
    name: LocalShortText,
    description: LocalText,
    address: LocalShortText,
    icon: IconNameSchema,
  },
  { additionalProperties: false },
);
export type Venue = InLanguage<Static<typeof VenueSchema>>;

const LocalDateTime = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'YYYY-MM-DDTHH:MM, the local time at the venue',
});

const EventSchema = Type.Object(
  {
    /**
     * Stable: invitations and answers are stored against it. Absent, it is made from the English title (see
     * site/events.ts) and written into site.json at the next start, so that fixing a title's spelling later moves
     * nothing.
     */
    id: Type.Optional(Slug),
    time: Local(
      Type.String({ minLength: 1, maxLength: 60, description: 'as guests should read it, e.g. "1:00 - 3:00 PM"' }),
    ),
    title: LocalShortText,
    description: LocalText,
    venue: Slug,
    icon: IconNameSchema,
    /** What to wear, as guests read it ("Yellow, for the haldi"); shown under the description. */
    dressCode: Type.Optional(LocalShortText),
    /** Shown only to the households invited to it, never on the open page. */
    private: Type.Optional(Type.Boolean()),
    start: Type.Optional(LocalDateTime),
    end: Type.Optional(LocalDateTime),
  },
  { additionalProperties: false },
);
export type SiteEvent = InLanguage<Static<typeof EventSchema>>;

/**
 * A meal guests may choose: its name, the same in every language ("Jain"), or a name per language with the id answers
 * are stored under, which stays when a name is corrected ({ "id": "Vegetarian", "name": { "en": "Vegetarian",
 * "hi": "शाकाहारी" } }; a meal first written as a plain name keeps that name as its id).
 */
const MealSchema = Type.Union([
  ShortText,
  Type.Object({ id: ShortText, name: LocalShortText }, { additionalProperties: false }),
]);

const RsvpSettingsSchema = Type.Object(
  {
    /** open: anyone may answer at /; invite-only: only through a household's own link. */
    mode: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('invite-only')])),
    closesAt: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?(Z|[+-]\\d{2}:\\d{2})$',
        description: 'ISO 8601 with its offset, e.g. 2025-05-15T23:59:59+05:30',
      }),
    ),
    meals: Type.Optional(Type.Array(MealSchema, { maxItems: 10 })),
    contact: Type.Optional(LocalShortText),
    askSongRequest: Type.Optional(Type.Boolean()),
    /** Ask the households marked as travelling when they arrive and leave, how, and where they stay. */
    askTravel: Type.Optional(Type.Boolean()),
    /**
     * The functions a "yes" through the open form counts for in the caterer's numbers: "public" (every public one,
     * the default), or the id of the one function it means (the main one).
     */
    openAnswersCountFor: Type.Optional(
      Type.Union([Type.Literal('public'), Slug], {
        description: '"public" for every public function, or the id of one function',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RsvpSettings = InLanguage<Static<typeof RsvpSettingsSchema>>;

const DaySchema = Type.Object(
  {
    date: IsoDate,
    // More than a day of any wedding holds, and few enough that a typo pasting a list hundreds of times is caught.
    events: Type.Array(EventSchema, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type Day = InLanguage<Static<typeof DaySchema>>;

/** The wedding's own content: everything in data/site.json. Labels and messages of the product are in web/i18n. */
export const SiteSchema = Type.Object(
  {
    couple: Type.Object({ first: LocalShortText, second: LocalShortText }, { additionalProperties: false }),
    city: LocalShortText,
    startDate: IsoDate,
    endDate: IsoDate,
    rsvpDeadline: Local(
      Type.String({ minLength: 1, maxLength: 60, description: 'shown as written, e.g. "May 15, 2025"' }),
    ),
    portraitAlt: Type.Optional(
      Local(
        Type.String({
          maxLength: 200,
          description:
            'describes the portrait for people who cannot see it; empty or absent, one naming the couple is written',
        }),
      ),
    ),
    tagline: Type.Optional(
      Local(
        Type.String({
          minLength: 1,
          maxLength: 300,
          description:
            "the line under the itinerary's title; absent, " + 'the site\'s own ("Two days of celebration, …")',
        }),
      ),
    ),
    days: Type.Array(DaySchema, { minItems: 1, maxItems: 14 }),
    venues: Type.Array(VenueSchema, { minItems: 1, maxItems: 20 }),
    hosts: Type.Array(LocalShortText, { minItems: 1, maxItems: 12, description: 'the names after "On behalf of"' }),
    rsvp: Type.Optional(RsvpSettingsSchema),
    /**
     * Shagun by UPI for those who cannot come, shown on the invitation only when given (some families find it
     * improper): the UPI id money goes to, the name it is paid to, and a line in the couple's own words.
     */
    shagun: Type.Optional(
      Type.Object(
        {
          upi: Type.String({
            pattern: '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$',
            description: 'a UPI id, such as ananya.sharma@okhdfcbank',
          }),
          payee: Type.String({ minLength: 1, maxLength: 80, description: 'the name the payment is made to' }),
          note: Type.Optional(Local(Type.String({ minLength: 1, maxLength: 300 }))),
        },
        { additionalProperties: false },
      ),
    ),
    defaultCountry: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{2}$',
        description: 'the country of phone numbers written without one, e.g. "IN" (the default)',
      }),
    ),
    timeZone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 60,
        description: 'the IANA zone the venues keep time in, e.g. "Asia/Kolkata" (the default)',
      }),
    ),
    messages: Type.Optional(
      Type.Object(
        {
          invite: Type.Optional(
            Local(
              Type.String({
                minLength: 1,
                maxLength: 1000,
                description: 'with {household}, {link}, {couple}, {deadline}',
              }),
            ),
          ),
          reminder: Type.Optional(Local(Type.String({ minLength: 1, maxLength: 1000 }))),
        },
        { additionalProperties: false },
      ),
    ),
    digits: Type.Optional(
      Type.Union([Type.Literal('latin'), Type.Literal('native'), Type.Literal('devanagari')], {
        description:
          'the digits of the dates: "latin" (31 August 2025, the default) or "native", each language its own ' +
          '(३१ अगस्त २०२५, ৩১ আগস্ট ২০২৫) where it has them; "devanagari" is the older name of "native"',
      }),
    ),
    defaultLanguage: Type.Optional(
      LanguageSchema({
        description:
          'the language of a guest nothing else chooses for: one of "languages" ' +
          `("${SOURCE_LANGUAGE}" by default, where it is one of them, else the first)`,
      }),
    ),
    languages: Type.Optional(
      Type.Array(LanguageSchema(), {
        minItems: 1,
        maxItems: LANGUAGES.length,
        uniqueItems: true,
        description:
          `the languages guests may choose (${LANGUAGES.join(', ')}), ` +
          `${JSON.stringify(DEFAULT_SITE_LANGUAGES)} by default; one language alone hides the switch`,
      }),
    ),
    retiredEvents: Type.Optional(
      Type.Array(Slug, {
        maxItems: 100,
        uniqueItems: true,
        description:
          'ids of functions taken out of the itinerary on purpose; their invitations and answers are kept, unshown',
      }),
    ),
    publicUrl: Type.Optional(
      Type.String({
        maxLength: 200,
        pattern: '^https?://[^/?#\\s]+$',
        description:
          'the address guests open the site at, with no path, e.g. "https://wedding.example.com": ' +
          'the links, messages and QR codes carry it (PUBLIC_URL in the environment wins)',
      }),
    ),
    theme: Type.Optional(
      Type.Union([Type.Literal('maroon'), Type.Literal('marigold'), Type.Literal('pastel')], {
        description:
          'the look of the pages: "maroon" (maroon and gold, the default), ' +
          '"marigold" (marigold and saffron) or "pastel" (plum and blush)',
      }),
    ),
    allowIndexing: Type.Optional(
      Type.Boolean({
        description: 'let search engines list the invitation; off by default, since a wedding is private',
      }),
    ),
  },
  { additionalProperties: false },
);
/** site.json as the couple wrote it, each text in one language or several. */
export type SiteFile = Static<typeof SiteSchema>;
/** site.json in one language (shared/site/languages.ts, inLanguage): what the pages and the rest of the server read. */
export type Site = InLanguage<SiteFile>;
