import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { HouseholdPatchSchema } from '../../../../shared/guests/schemas';
import { maySetSide } from '../../access';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { GuestListRoutesOptions } from './rules';
import { Confirm, errors, IdParams, oneHousehold } from './schemas';

/** What each route below does, as the HTTP reference says it (made from the routes' schemas, which spread these in). */
const ABOUT = {
  change: {
    summary: "Changes some of a household's details, its members and its functions",
    description:
      '`200` and the household as stored; the audit log keeps it before and after. Taking off people who have a ' +
      'journey, a room or a pickup is `409 stay-goes-too`, naming them and what goes, unless sent with `?confirm=1`. ' +
      'An organiser moves a household only between sides of theirs, and renames one of both sides only when they ' +
      "look after both (`403`); the other side's is `404` to them.",
  },
  remove: {
    summary: 'Deletes a household from the guest list',
    description:
      '`200 {deleted: true}`; the audit log keeps what it was. A household whose people have a journey, a room or a ' +
      'pickup is `409 stay-goes-too` unless sent with `?confirm=1`. An organiser deletes one of both sides only when ' +
      'they look after both (`403`).',
  },
};

/** A household changed or deleted: what may take its people's journey, room and pickups with them. */
export const householdChangeRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (
  app,
  { guestList, stayHeldBy, findFor, notFound, unknownEvent, sideRefused, renames, renameRefused, stayGoesToo, write },
) => {
  app.patch(
    '/api/admin/households/:id',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.change,
        params: IdParams,
        querystring: Confirm,
        body: HouseholdPatchSchema,
        response: oneHousehold,
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const unknown = unknownEvent(request.body.events);
      if (unknown) throw Refused.because('invalid-input', `events: "${unknown}" is not an event id in site.json`);
      const found = findFor(request.person, request.params.id);
      if (!found) throw notFound(request.params.id);
      // Moving a household takes the right to file it under both its old side and its new one: an organiser of one
      // side cannot take a household of both sides to theirs, out of the other side's sight.
      const side = request.body.side;
      if (side && side !== found.side && !(maySetSide(request.person, side) && maySetSide(request.person, found.side)))
        throw sideRefused(request.person, maySetSide(request.person, side) ? found.side : side);
      // A household of both sides is on the other side's list too: its name is checked against that list, so only one
      // who files both sides renames it (an organiser of one side would learn the other side's names from the 409).
      if (renames(found, request.body.name) && !maySetSide(request.person, found.side))
        throw renameRefused(request.person, found);
      // Taking people off the list takes their journey, room and pickups too: only when the caller says they know.
      const keptIds = new Set(request.body.members?.flatMap((member) => (member.id === undefined ? [] : [member.id])));
      const leaving = request.body.members ? found.members.filter((member) => !keptIds.has(member.id)) : [];
      const held = stayHeldBy(leaving.map((member) => member.id));
      if (held.length > 0 && request.query.confirm !== '1') throw stayGoesToo(held);
      const updated = doneOr(
        write(request.log, () => guestList.update(Number(request.params.id), request.body, request.person ?? 'couple')),
      );
      if (!updated) throw notFound(request.params.id);
      return updated;
    },
  );

  app.delete(
    '/api/admin/households/:id',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.remove,
        params: IdParams,
        querystring: Confirm,
        response: { 200: Type.Object({ deleted: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      const found = findFor(request.person, request.params.id);
      if (!found) throw notFound(request.params.id);
      // A household of both sides is on the other side's list too: only one who files both may delete it.
      if (!maySetSide(request.person, found.side)) throw sideRefused(request.person, found.side);
      const held = stayHeldBy(found.members.map((member) => member.id));
      if (held.length > 0 && request.query.confirm !== '1') throw stayGoesToo(held);
      const removed = doneOr(
        write(request.log, () => guestList.remove(Number(request.params.id), request.person ?? 'couple')),
      );
      if (!removed) throw notFound(request.params.id);
      return { deleted: true };
    },
  );
};
