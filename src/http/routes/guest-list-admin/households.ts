import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { HouseholdInputSchema, HouseholdSchema } from '../../../../shared/guests/schemas';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { maySetSide } from '../../access';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { GuestListRoutesOptions } from './rules';
import { errors, IdParams, oneHousehold } from './schemas';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  list: {
    summary: 'The guest list: every household with its members, functions, link, status and answer',
    description:
      "An organiser gets their side's households and those of both sides. `status` is `not-sent`, `sent`, " +
      '`delivered`, `opened`, `coming`, `partly` or `declined`; the phone is also given in international form (null ' +
      "when it cannot be read). `nameKey` is the sounds of the household's name and its members' " +
      '(shared/text/name-match.ts): the list is searched by it in any script.',
  },
  add: {
    summary: 'Adds a household to the guest list',
    description:
      '`201` and the household. An organiser files it under a side of theirs (`403` for another), and under their ' +
      'own when they look after one side and give none; `400` for a function not in site.json; `409 ' +
      'household-exists` for a second household of one name; `413` past 5,000 households.',
  },
  one: {
    summary: 'One household of the guest list',
    description: "`404` for one that is not there, and to an organiser, for one of the other side's.",
  },
};

/** A household as the list gives it: with the sounds of its names, for the search. */
const ListedHousehold = Type.Object({ ...HouseholdSchema.properties, nameKey: Type.String() });

/** The guest list as a whole: the households this person may see, a new one, and one by its id. */
export const householdRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (
  app,
  { guestList, visibleTo, findFor, notFound, listFull, unknownEvent, defaultSide, sideRefused, write },
) => {
  app.get(
    '/api/admin/households',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.list, response: { 200: Type.Array(ListedHousehold) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { namesKey } = await import('../../../../shared/text/name-key');
      return guestList
        .list()
        .filter(visibleTo(request.person))
        .map((household) => ({
          ...household,
          nameKey: namesKey([household.name, ...household.members.map((member) => member.name)]),
        }));
    },
  );

  app.post(
    '/api/admin/households',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.add, body: HouseholdInputSchema, response: { 201: HouseholdSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      if (guestList.count() >= GUEST_LIMITS.householdsMax) throw listFull(request.person, 1);
      const unknown = unknownEvent(request.body.events);
      if (unknown) throw Refused.because('invalid-input', `events: "${unknown}" is not an event id in site.json`);
      const side = request.body.side ?? defaultSide(request.person);
      if (side && !maySetSide(request.person, side)) throw sideRefused(request.person, side);
      const input = side ? { ...request.body, side } : request.body;
      const created = doneOr(write(request.log, () => guestList.create(input, request.person ?? 'couple')));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/admin/households/:id',
    { config: { access: 'guests' }, schema: { ...ABOUT.one, params: IdParams, response: oneHousehold } },
    async (request, reply) => {
      const household = findFor(request.person, request.params.id);
      if (!household) throw notFound(request.params.id);
      reply.header('Cache-Control', 'no-store');
      return household;
    },
  );
};
