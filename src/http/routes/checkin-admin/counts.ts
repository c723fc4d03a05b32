import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckinCountSchema } from '../../../../shared/day/schemas';
import type { CheckinRoutesOptions } from './door-view';
import { EventParams, errors } from './schemas';

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  counts: {
    summary: 'How many have arrived at a function, against how many are expected',
    description:
      'Expected are those who said they come: the people on the list, and the extra guests named in the answers. ' +
      '`404` for a function not in the itinerary.',
  },
};

/** Arrived against expected at a function: for anyone signed in, as the caterer plans by them. */
export const checkinCountRoutes: FastifyPluginAsyncTypebox<CheckinRoutesOptions> = async (
  app,
  { checkins, invitedTo },
) => {
  /** Those who said they come to a function: the people on the list, and the extra guests named in the answers. */
  const expected = (eventId: string) =>
    invitedTo(eventId).reduce(
      (sum, household) =>
        sum + (household.response?.people.filter((person) => person.events[eventId] === true).length ?? 0),
      0,
    );

  app.get(
    '/api/admin/checkins/:eventId',
    {
      config: { access: 'signed-in' },
      schema: { ...ABOUT.counts, params: EventParams, response: { 200: CheckinCountSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      return { eventId, expected: expected(eventId), arrived: checkins.arrived(eventId) };
    },
  );
};
