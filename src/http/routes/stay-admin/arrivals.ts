import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { BoardSchema } from '../../../../shared/stay/admin-views';
import { PickupInputSchema } from '../../../../shared/stay/schemas';
import { arrivalsBoard } from '../../../stay/stay-boards';
import { doneOr } from '../../refused';
import { noSuchPerson } from './refusals';
import { Done, errors } from './schemas';
import type { StayRoutesOptions } from './who-sees';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  pickups: {
    summary: 'Assigns a pickup at arrival or a drop at departure to people, or marks it done',
    description:
      "`direction` is `arrive` or `leave`; a driver's name and phone may go with it. `404` for a person not on the " +
      "caller's guest list; the audit log keeps each.",
  },
  arrivals: {
    summary: 'The arrivals and departures by day, place and window, with the pickups each needs',
    description:
      "Grouped by station or airport and by windows of `hours` hours (2 unless said, 1 to 24); an organiser's holds " +
      'the households they may see.',
  },
};

/** The arrivals and departures by day, and the pickups and drops that meet them. */
export const stayArrivalRoutes: FastifyPluginAsyncTypebox<StayRoutesOptions> = async (app, { stay, storage, sees }) => {
  app.post(
    '/api/admin/stay/pickups',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.pickups, body: PickupInputSchema, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const unknown = sees.membersFor(request.person, request.body.memberIds);
      if (unknown !== null) throw noSuchPerson(unknown);
      doneOr(storage.write(() => stay.assignPickups(request.body, sees.author(request.person))));
      return { done: true as const };
    },
  );

  app.get(
    '/api/admin/arrivals',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.arrivals,
        querystring: Type.Object({ hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })) }),
        response: { 200: BoardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return arrivalsBoard(stay, sees.visibleTo(request.person), request.query.hours ?? 2);
    },
  );
};
