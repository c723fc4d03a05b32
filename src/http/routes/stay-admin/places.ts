import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StayOverviewSchema } from '../../../../shared/stay/admin-views';
import { PlaceInputSchema } from '../../../../shared/stay/schemas';
import { allotmentWarnings } from '../../../stay/stay-boards';
import { doneOr } from '../../refused';
import { guestsIn, noSuchPlace, stillHasGuests } from './refusals';
import { Confirm, Created, Done, errors, IdParams } from './schemas';
import type { StayRoutesOptions } from './who-sees';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  overview: {
    summary: 'The places guests stay in, their rooms and who is in each, the travellers, and the warnings',
    description:
      'The warnings: rooms over their beds, people in two rooms, people with no room. To an organiser, the ' +
      'travellers are those of their side and of both sides, and a guest of the other side in a room is shown as ' +
      '"…".',
  },
  addPlace: {
    summary: 'Adds a place guests stay in: a hotel or a house',
    description: '`201 {id}`; `409 name-taken` for a second place of one name.',
  },
  changePlace: {
    summary: 'Changes a place',
    description:
      "`409 name-taken` for a name another place has. A place with the other side's guests in it is the couple's to " +
      'change: `403` to an organiser.',
  },
  removePlace: {
    summary: 'Deletes a place and its rooms',
    description:
      '`409 has-guests` while its rooms have guests in them, unless sent with `?confirm=1` (they are then left with ' +
      "no room). A place with the other side's guests in it is the couple's to delete: `403` to an organiser.",
  },
};

/** The places guests stay in, and the overview of them with the travellers and the warnings. */
export const stayPlaceRoutes: FastifyPluginAsyncTypebox<StayRoutesOptions> = async (app, { stay, storage, sees }) => {
  app.get(
    '/api/admin/stay',
    { config: { access: 'guests' }, schema: { ...ABOUT.overview, response: { 200: StayOverviewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const households = sees.visibleTo(request.person);
      const places = sees.placesFor(request.person);
      const { households: stays } = stay.allTravel();
      const roomsOf = new Map<number, number[]>();
      for (const place of places)
        for (const room of place.rooms)
          for (const guest of room.guests)
            roomsOf.set(guest.memberId, [...(roomsOf.get(guest.memberId) ?? []), room.id]);
      const warnings = allotmentWarnings(places, stay, households);
      return {
        places,
        travellers: households
          .filter((household) => household.travelling)
          .map((household) => ({
            householdId: household.id,
            household: household.name,
            side: household.side,
            stay: stays.get(household.id)?.stay ?? null,
            needs: stays.get(household.id)?.needs ?? null,
            people: household.members.map((member) => ({
              memberId: member.id,
              name: member.name,
              child: member.child,
              rooms: roomsOf.get(member.id) ?? [],
            })),
          })),
        warnings: { ...warnings, twice: warnings.twice.filter((entry) => entry.memberId !== 0) },
      };
    },
  );

  app.post(
    '/api/admin/stay/places',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.addPlace, body: PlaceInputSchema, response: { 201: Created, ...errors } },
    },
    async (request, reply) => {
      const id = doneOr(sees.namedWrite(() => stay.createPlace(request.body, sees.author(request.person))));
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/api/admin/stay/places/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.changePlace, params: IdParams, body: PlaceInputSchema, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const place = sees.placeToChange(request.person, Number(request.params.id));
      const updated = doneOr(
        sees.namedWrite(() => stay.updatePlace(place.id, request.body, sees.author(request.person))),
      );
      if (!updated) throw noSuchPlace();
      return { done: true as const };
    },
  );

  app.delete(
    '/api/admin/stay/places/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.removePlace, params: IdParams, querystring: Confirm, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const place = sees.placeToChange(request.person, Number(request.params.id));
      const count = guestsIn(place.rooms);
      if (count > 0 && request.query.confirm !== '1') throw stillHasGuests(place.name, count);
      doneOr(storage.write(() => stay.deletePlace(place.id, sees.author(request.person))));
      return { done: true as const };
    },
  );
};
