import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { RoomInputSchema } from '../../../../shared/stay/schemas';
import { doneOr, Refused } from '../../refused';
import { noSuchPerson, noSuchPlace, noSuchRoom, stillHasGuests } from './refusals';
import { Confirm, Created, Done, errors, IdParams } from './schemas';
import type { StayRoutesOptions } from './who-sees';

const RoomGuestParams = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,9}$' }),
  memberId: Type.String({ pattern: '^[0-9]{1,9}$' }),
});

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  addRoom: {
    summary: 'Adds a room to a place',
    description:
      "`201 {id}`; `409 name-taken` for a second room of one name in the place. A place with the other side's guests " +
      "in it is the couple's: `403` to an organiser.",
  },
  changeRoom: {
    summary: 'Changes a room',
    description:
      "`409 name-taken` for a name another room of the place has. A room with the other side's guests in it is the " +
      "couple's to change: `403` to an organiser.",
  },
  removeRoom: {
    summary: 'Deletes a room',
    description:
      '`409 has-guests` while it has guests in it, unless sent with `?confirm=1` (they are then left with no room). ' +
      "A room with the other side's guests in it is the couple's: `403` to an organiser.",
  },
  putInRoom: {
    summary: 'Puts people in a room',
    description:
      "Those there already stay; the audit log notes each. `404` for a person not on the caller's guest list; a room " +
      "with the other side's guests in it is the couple's to fill (`403` to an organiser).",
  },
  takeOut: {
    summary: 'Takes one person out of a room',
    description: "`404` when the person is not in that room, or not on the caller's guest list.",
  },
};

/** The rooms of a place, and who sleeps in each. */
export const stayRoomRoutes: FastifyPluginAsyncTypebox<StayRoutesOptions> = async (app, { stay, storage, sees }) => {
  app.post(
    '/api/admin/stay/places/:id/rooms',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.addRoom, params: IdParams, body: RoomInputSchema, response: { 201: Created, ...errors } },
    },
    async (request, reply) => {
      const place = sees.placeToChange(request.person, Number(request.params.id));
      const id = doneOr(sees.namedWrite(() => stay.createRoom(place.id, request.body, sees.author(request.person))));
      if (id === null) throw noSuchPlace();
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/api/admin/stay/rooms/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.changeRoom, params: IdParams, body: RoomInputSchema, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const room = sees.roomToChange(request.person, Number(request.params.id));
      const updated = doneOr(
        sees.namedWrite(() => stay.updateRoom(room.id, request.body, sees.author(request.person))),
      );
      if (!updated) throw noSuchRoom();
      return { done: true as const };
    },
  );

  app.delete(
    '/api/admin/stay/rooms/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.removeRoom, params: IdParams, querystring: Confirm, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const room = sees.roomToChange(request.person, Number(request.params.id));
      if (room.guests.length > 0 && request.query.confirm !== '1')
        throw stillHasGuests(`Room ${room.name}`, room.guests.length);
      doneOr(storage.write(() => stay.deleteRoom(room.id, sees.author(request.person))));
      return { done: true as const };
    },
  );

  app.post(
    '/api/admin/stay/rooms/:id/guests',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.putInRoom,
        params: IdParams,
        body: Type.Object(
          { memberIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: GUEST_LIMITS.membersMax }) },
          { additionalProperties: false },
        ),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      // A household reads who shares its room: only the couple puts one side's guests beside the other side's.
      const room = sees.roomToChange(request.person, Number(request.params.id));
      const unknown = sees.membersFor(request.person, request.body.memberIds);
      if (unknown !== null) throw noSuchPerson(unknown);
      doneOr(storage.write(() => stay.allot(room.id, request.body.memberIds, sees.author(request.person))));
      return { done: true as const };
    },
  );

  app.delete(
    '/api/admin/stay/rooms/:id/guests/:memberId',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.takeOut, params: RoomGuestParams, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const memberId = Number(request.params.memberId);
      if (sees.membersFor(request.person, [memberId]) !== null) throw noSuchPerson(memberId);
      const takenOut = doneOr(
        storage.write(() => stay.unallot(Number(request.params.id), memberId, sees.author(request.person))),
      );
      if (!takenOut) throw Refused.because('not-found', 'That person is not in that room.');
      return { done: true as const };
    },
  );
};
