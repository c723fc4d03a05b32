import Type, { type Static } from 'typebox';
import { GUEST_LIMITS } from '../limits/guests';
import { STAY_LIMITS } from '../limits/stay';
import { NAME_PATTERN, NOTE_PATTERN } from '../rsvp/rules';
import { TRAVEL_MODES } from './travel-modes';

// How a household's people travel to the wedding and where they stay: what the household says (its travel), what
// the couple decides (a room, a pickup), and the places and rooms the couple has arranged.

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export { TRAVEL_MODES, type TravelMode } from './travel-modes';

const IsoDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const LocalTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, the wedding’s time' });
/** A train's or a flight's number as the guest wrote it ("12951 Rajdhani", "6E 2134"): no format is imposed. */
const Words = (maxLength: number) => Type.String({ maxLength, pattern: NOTE_PATTERN });

/** One way of a journey: when, how, and (by train, flight or bus) its number and the station or airport. */
export const JourneySchema = Type.Object(
  {
    date: IsoDate,
    time: LocalTime,
    mode: Type.Enum(TRAVEL_MODES),
    number: Type.Optional(Nullable(Words(STAY_LIMITS.journeyNumberMaxLength))),
    place: Type.Optional(Nullable(Words(STAY_LIMITS.stationMaxLength))),
  },
  { additionalProperties: false },
);
export type Journey = Static<typeof JourneySchema>;

export const PersonTravelSchema = Type.Object(
  {
    memberId: Type.Integer({ minimum: 1 }),
    arrive: Type.Optional(Nullable(JourneySchema)),
    leave: Type.Optional(Nullable(JourneySchema)),
    pickup: Type.Optional(Type.Boolean()),
    drop: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** PUT /api/invitations/:token/travel: the household's travel, whole (a person left out has told nothing yet). */
export const TravelInputSchema = Type.Object(
  {
    people: Type.Array(PersonTravelSchema, { maxItems: GUEST_LIMITS.membersMax }),
    stay: Type.Union([Type.Literal('arranged'), Type.Literal('own')]),
    needs: Type.Optional(Nullable(Words(STAY_LIMITS.travelNeedsMaxLength))),
  },
  { additionalProperties: false },
);
export type TravelInput = Static<typeof TravelInputSchema>;

/** The household's travel as stored: each person's journeys (null where not told), their stay and needs. */
export const TravelSchema = Type.Object({
  people: Type.Array(
    Type.Object({
      memberId: Type.Integer(),
      arrive: Nullable(JourneySchema),
      leave: Nullable(JourneySchema),
      pickup: Type.Boolean(),
      drop: Type.Boolean(),
    }),
  ),
  stay: Type.Union([Type.Literal('arranged'), Type.Literal('own')]),
  needs: Nullable(Type.String()),
  updatedAt: Type.String(),
});
export type Travel = Static<typeof TravelSchema>;

/** Where a household's people sleep, once the couple has decided: a room, and who else of anyone is in it. */
export const RoomViewSchema = Type.Object({
  place: Type.String(),
  address: Nullable(Type.String()),
  name: Type.String(),
  /** The household's own people in this room. */
  people: Type.Array(Type.String()),
  /** Everyone else in it, of any household: "who shares it". */
  sharedWith: Type.Array(Type.String()),
  checkIn: Nullable(Type.String()),
  checkOut: Nullable(Type.String()),
});
export type RoomView = Static<typeof RoomViewSchema>;

export const DIRECTIONS = ['arrive', 'leave'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A pickup (on arrival) or a drop (on leaving) the couple has arranged for one person: when, where, by whom. */
export const PickupViewSchema = Type.Object({
  memberId: Type.Integer(),
  name: Type.String(),
  direction: Type.Enum(DIRECTIONS),
  date: Type.String(),
  time: Type.String(),
  place: Nullable(Type.String()),
  number: Nullable(Type.String()),
  driver: Nullable(Type.String()),
  driverPhone: Nullable(Type.String()),
  done: Type.Boolean(),
});
export type PickupView = Static<typeof PickupViewSchema>;

/** What a household's own page and calls carry of its stay: its travel, its rooms, its pickups. */
export const HouseholdStaySchema = Type.Object({
  /** Whether the couple asks this household for its travel (the site's askTravel, and the household marked). */
  asked: Type.Boolean(),
  travel: Nullable(TravelSchema),
  room: Nullable(RoomViewSchema),
  rooms: Type.Array(RoomViewSchema),
  pickups: Type.Array(PickupViewSchema),
});
export type HouseholdStay = Static<typeof HouseholdStaySchema>;

const PlaceName = Type.String({ minLength: 1, maxLength: STAY_LIMITS.placeNameMaxLength, pattern: NAME_PATTERN });

/** A hotel or a house where the couple puts guests up, with its dates. */
export const PlaceInputSchema = Type.Object(
  {
    name: PlaceName,
    kind: Type.Union([Type.Literal('hotel'), Type.Literal('house')]),
    address: Type.Optional(Nullable(Words(STAY_LIMITS.placeAddressMaxLength))),
    checkIn: Type.Optional(Nullable(IsoDate)),
    checkOut: Type.Optional(Nullable(IsoDate)),
    note: Type.Optional(Nullable(Words(STAY_LIMITS.placeNoteMaxLength))),
  },
  { additionalProperties: false },
);
export type PlaceInput = Static<typeof PlaceInputSchema>;

export const RoomInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: STAY_LIMITS.roomNameMaxLength, pattern: NAME_PATTERN }),
    beds: Type.Integer({ minimum: 1, maximum: 20 }),
    floor: Type.Optional(Nullable(Words(STAY_LIMITS.roomFloorMaxLength))),
    note: Type.Optional(Nullable(Words(STAY_LIMITS.roomNoteMaxLength))),
  },
  { additionalProperties: false },
);
export type RoomInput = Static<typeof RoomInputSchema>;

export const PlaceSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('hotel'), Type.Literal('house')]),
  address: Nullable(Type.String()),
  checkIn: Nullable(Type.String()),
  checkOut: Nullable(Type.String()),
  note: Nullable(Type.String()),
  rooms: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      beds: Type.Integer(),
      floor: Nullable(Type.String()),
      note: Nullable(Type.String()),
      /** Who sleeps here: each person with their household. */
      guests: Type.Array(Type.Object({ memberId: Type.Integer(), name: Type.String(), householdId: Type.Integer() })),
    }),
  ),
});
export type Place = Static<typeof PlaceSchema>;

/** A pickup or a drop as the couple assigns it: to a driver (a name, a phone), and done once it is. */
export const PickupInputSchema = Type.Object(
  {
    memberIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: GUEST_LIMITS.membersMax }),
    direction: Type.Enum(DIRECTIONS),
    driver: Type.Optional(Nullable(Type.String({ maxLength: STAY_LIMITS.driverMaxLength, pattern: NAME_PATTERN }))),
    driverPhone: Type.Optional(
      Nullable(Type.String({ maxLength: STAY_LIMITS.driverPhoneMaxLength, pattern: '^[0-9+()\\-. ]*$' })),
    ),
    done: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PickupInput = Static<typeof PickupInputSchema>;
