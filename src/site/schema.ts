import Type, { type Static } from 'typebox';

const Text = Type.String({ minLength: 1, maxLength: 2000 });
const ShortText = Type.String({ minLength: 1, maxLength: 200 });
const IsoDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const Slug = Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'lower-case letters, digits and hyphens' });

/** The icons the page can draw beside an event or a venue (the spec's venue-and-celebration set). */
const ICON_NAMES = ['bed', 'hotel', 'castle', 'landmark', 'wine', 'party-popper', 'sunrise', 'heart', 'paintbrush'] as const;
const IconNameSchema = Type.Enum(ICON_NAMES);
export type IconName = (typeof ICON_NAMES)[number];

const VenueSchema = Type.Object({
  id: Slug,
  name: ShortText,
  description: Text,
  address: ShortText,
  icon: IconNameSchema,
});
export type Venue = Static<typeof VenueSchema>;

const LocalDateTime = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'YYYY-MM-DDTHH:MM, the local time at the venue',
});

const EventSchema = Type.Object({
  /** Stable: answers are stored against it. Absent, it is made from the title (see site/events.ts). */
  id: Type.Optional(Slug),
  time: Type.String({ minLength: 1, maxLength: 60, description: 'as guests should read it, e.g. "1:00 - 3:00 PM"' }),
  title: ShortText,
  description: Text,
  venue: Slug,
  icon: IconNameSchema,
  /** Shown only to the households invited to it, never on the open page. */
  private: Type.Optional(Type.Boolean()),
  start: Type.Optional(LocalDateTime),
  end: Type.Optional(LocalDateTime),
});
export type SiteEvent = Static<typeof EventSchema>;

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
    meals: Type.Optional(Type.Array(ShortText, { maxItems: 10 })),
    contact: Type.Optional(ShortText),
    askSongRequest: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RsvpSettings = Static<typeof RsvpSettingsSchema>;

const DaySchema = Type.Object({
  date: IsoDate,
  // More than a day of any wedding holds, and few enough that a typo pasting a list hundreds of times is caught.
  events: Type.Array(EventSchema, { minItems: 1, maxItems: 20 }),
});
export type Day = Static<typeof DaySchema>;

/** The wedding's own content: everything in data/site.json. Labels and messages of the product stay in code. */
export const SiteSchema = Type.Object(
  {
    couple: Type.Object({ first: ShortText, second: ShortText }, { additionalProperties: false }),
    city: ShortText,
    startDate: IsoDate,
    endDate: IsoDate,
    rsvpDeadline: Type.String({ minLength: 1, maxLength: 60, description: 'shown as written, e.g. "May 15, 2025"' }),
    portraitAlt: Type.Optional(
      Type.String({ maxLength: 200, description: 'describes the portrait for people who cannot see it; empty or absent, one naming the couple is written' }),
    ),
    days: Type.Array(DaySchema, { minItems: 1, maxItems: 14 }),
    venues: Type.Array(VenueSchema, { minItems: 1, maxItems: 20 }),
    hosts: Type.Array(ShortText, { minItems: 1, maxItems: 12, description: 'the names after "On behalf of"' }),
    rsvp: Type.Optional(RsvpSettingsSchema),
    defaultCountry: Type.Optional(
      Type.String({ pattern: '^[A-Z]{2}$', description: 'the country of phone numbers written without one, e.g. "IN" (the default)' }),
    ),
    timeZone: Type.Optional(
      Type.String({ minLength: 1, maxLength: 60, description: 'the IANA zone the venues keep time in, e.g. "Asia/Kolkata" (the default)' }),
    ),
    messages: Type.Optional(
      Type.Object(
        {
          invite: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: 'with {household}, {link}, {couple}, {deadline}' })),
          reminder: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
        },
        { additionalProperties: false },
      ),
    ),
    allowIndexing: Type.Optional(
      Type.Boolean({ description: 'let search engines list the invitation; off by default, since a wedding is private' }),
    ),
  },
  { additionalProperties: false },
);
export type Site = Static<typeof SiteSchema>;
