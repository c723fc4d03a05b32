import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { UpdateHouseholdSchema, UpdateSchema } from '../../../../shared/day/schemas';
import type { UpdatesRoutesOptions } from './rules';
import { errors, IdParams } from './schemas';

const PostedUpdateSchema = Type.Object({
  ...UpdateSchema.properties,
  /** The households it is for, and how many of them have had it on their page. */
  concerns: Type.Integer(),
  seen: Type.Integer(),
});

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  list: {
    summary: "The couple's updates being shown, with how many households each concerns and has reached",
    description:
      '`concerns`: the households it is for (all, or those invited to its function); `seen`: how many have had it on ' +
      'their page.',
  },
  reach: {
    summary: 'Each household an update is for, and whether it has been seen or sent',
    description:
      '`{id, name, seenAt, sentAt, channel}`: those told nothing yet first, then those sent it who have not seen it, ' +
      'then those who have.',
  },
};

// Those told nothing yet first, then those sent it who have not seen it, then those who have.
const stillToTell = (household: { seenAt: string | null; sentAt: string | null }) =>
  household.seenAt !== null ? 2 : household.sentAt !== null ? 1 : 0;

/** The updates being shown, and the households each has reached. */
export const updateListRoutes: FastifyPluginAsyncTypebox<UpdatesRoutesOptions> = async (
  app,
  { guestList, updates, concernedBy, shownUpdate },
) => {
  app.get(
    '/api/admin/updates',
    { config: { access: 'couple' }, schema: { ...ABOUT.list, response: { 200: Type.Array(PostedUpdateSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const households = guestList.list();
      const seen = updates.seenCounts();
      return updates.current().map((update) => ({
        ...update,
        concerns: concernedBy(update, households).length,
        seen: seen.get(update.id) ?? 0,
      }));
    },
  );

  // Who has had an update: the households it is for, those yet to see it first (the ones to send it to).
  app.get(
    '/api/admin/updates/:id/households',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.reach, params: IdParams, response: { 200: Type.Array(UpdateHouseholdSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const update = shownUpdate(request.params.id);
      const reach = updates.reachOf(update.id);
      return concernedBy(update, guestList.list())
        .map((household) => ({
          id: household.id,
          name: household.name,
          seenAt: reach.get(household.id)?.seenAt ?? null,
          sentAt: reach.get(household.id)?.sentAt ?? null,
          channel: reach.get(household.id)?.channel ?? null,
        }))
        .sort((a, b) => stillToTell(a) - stillToTell(b) || a.name.localeCompare(b.name));
    },
  );
};
