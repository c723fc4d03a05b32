import Type, { type Static } from 'typebox';
import { PlaceSchema } from './schemas';

// What the admin's Stay room reads: the places with their rooms and guests, the travellers, what is wrong with the
// allotment, and the arrivals board.

const TravellerSchema = Type.Object({
  householdId: Type.Integer(),
  household: Type.String(),
  side: Type.String(),
  stay: Type.Union([Type.Literal('arranged'), Type.Literal('own'), Type.Null()]),
  needs: Type.Union([Type.String(), Type.Null()]),
  people: Type.Array(
    Type.Object({
      memberId: Type.Integer(),
      name: Type.String(),
      child: Type.Boolean(),
      rooms: Type.Array(Type.Integer()),
    }),
  ),
});
export const StayOverviewSchema = Type.Object({
  places: Type.Array(PlaceSchema),
  travellers: Type.Array(TravellerSchema),
  warnings: Type.Object({
    overfull: Type.Array(
      Type.Object({ place: Type.String(), room: Type.String(), beds: Type.Integer(), guests: Type.Integer() }),
    ),
    twice: Type.Array(Type.Object({ memberId: Type.Integer(), name: Type.String(), rooms: Type.Array(Type.String()) })),
    noRoom: Type.Array(Type.Object({ memberId: Type.Integer(), name: Type.String(), household: Type.String() })),
  }),
});
const JourneyOut = Type.Object({
  date: Type.String(),
  time: Type.String(),
  mode: Type.String(),
  number: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  place: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const BoardWindowSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  pickups: Type.Integer(),
  people: Type.Array(
    Type.Object({
      memberId: Type.Integer(),
      householdId: Type.Integer(),
      name: Type.String(),
      household: Type.String(),
      phone: Type.Union([Type.String(), Type.Null()]),
      journey: JourneyOut,
      wanted: Type.Boolean(),
      driver: Type.Union([Type.String(), Type.Null()]),
      driverPhone: Type.Union([Type.String(), Type.Null()]),
      done: Type.Boolean(),
      assigned: Type.Boolean(),
      /** Arranged for a journey the household has since changed. */
      changed: Type.Boolean(),
    }),
  ),
});
const BoardPlaceSchema = Type.Object({ place: Type.String(), windows: Type.Array(BoardWindowSchema) });
export const BoardSchema = Type.Array(
  Type.Object({
    date: Type.String(),
    arrivals: Type.Array(BoardPlaceSchema),
    departures: Type.Array(BoardPlaceSchema),
  }),
);

export type StayOverview = Static<typeof StayOverviewSchema>;
export type Board = Static<typeof BoardSchema>;
