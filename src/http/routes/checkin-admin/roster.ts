import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { cardKey } from '../../../../shared/day/card-key';
import { Refused } from '../../refused';
import type { CheckinRoutesOptions } from './door-view';
import { DoorHouseholdSchema, EventParams, errors } from './schemas';

const SearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 80 }) });

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  find: {
    summary: 'Finds the households invited to a function by a name, for the door',
    description:
      "Up to 20 whose name, or a member's, holds every word of `q`, as written or by its sounds in any script the " +
      'families write (`kamla` finds कमला, `कमला` finds Kamla): ' +
      '`[{id, name, people: [{memberId, name, coming, arrived}], guests: {names, arrived}}]`, ' +
      '`guests` being the extra guests named in its answer. The door sees ' +
      'names and who is expected only.',
  },
  roster: {
    summary: 'Every household invited to a function, as the door reads them, with the key of its card',
    description:
      "Kept on the door's phone, it finds a household by its card or its name while the network is away: `nameKey` " +
      "is the sounds of its name and its members' (shared/text/name-match.ts), for a name typed in Latin letters.",
  },
};

/** The households invited to a function as the door reads them: found by a name, or all of them for the phone. */
export const doorRosterRoutes: FastifyPluginAsyncTypebox<CheckinRoutesOptions> = async (
  app,
  { invitedTo, forTheDoor },
) => {
  app.get(
    '/api/admin/checkins/:eventId/households',
    {
      config: { access: 'door' },
      schema: {
        ...ABOUT.find,
        params: EventParams,
        querystring: SearchQuery,
        response: { 200: Type.Array(DoorHouseholdSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      const invited = invitedTo(eventId);
      const words = request.query.q.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) throw Refused.because('invalid-input', 'q: write a name, or part of one');
      const { finderInAnyScript, nameKey } = await import('../../../../shared/text/name-key');
      const finds = finderInAnyScript(request.query.q);
      const named = (name: string) => finds(name.toLowerCase(), nameKey(name));
      return invited
        .filter((household) => named(household.name) || household.members.some((member) => named(member.name)))
        .slice(0, 20)
        .map((household) => forTheDoor(household, eventId));
    },
  );

  // Every household invited to the function, as the door reads them, each with its card's key: kept on the door's
  // phone, it finds a household by its card or its name while the network is away.
  app.get(
    '/api/admin/checkins/:eventId/roster',
    {
      config: { access: 'door' },
      schema: {
        ...ABOUT.roster,
        params: EventParams,
        response: {
          200: Type.Array(
            Type.Intersect([DoorHouseholdSchema, Type.Object({ card: Type.String(), nameKey: Type.String() })]),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      const invited = invitedTo(eventId);
      const { namesKey } = await import('../../../../shared/text/name-key');
      return invited.map((household) => ({
        ...forTheDoor(household, eventId),
        card: cardKey(household.token),
        nameKey: namesKey([household.name, ...household.members.map((member) => member.name)]),
      }));
    },
  );
};
