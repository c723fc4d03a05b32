import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { weddingEvents } from '../../../../shared/site/events';
import { mealChoices } from '../../../../shared/site/meals';
import type { GuestListRoutesOptions } from './rules';

const EventsAnswerSchema = Type.Object({
  events: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      date: Type.String(),
      time: Type.String(),
      venue: Type.String(),
      private: Type.Boolean(),
    }),
  ),
  meals: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  events: {
    summary: 'Every function of the itinerary, private ones too, and the meals offered',
    description:
      "In the reader's language. The admin page's own data holds only the public functions, as anyone may load " +
      '`/admin`.',
  },
};

/** The functions a household may be invited to, and the meals it may choose, as the guest list's forms offer them. */
export const guestListEventRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (app, { siteIn }) => {
  // Every event, the private ones too: the admin's page data holds only the public ones, as anyone may load /admin.
  app.get(
    '/api/admin/events',
    { config: { access: 'signed-in' }, schema: { ...ABOUT.events, response: { 200: EventsAnswerSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // The titles, times and meals as the reader reads the site: the admin in Hindi shows them in Hindi.
      const inReaders = siteIn(request.person?.language ?? 'en');
      return { events: weddingEvents(inReaders), meals: mealChoices(inReaders) };
    },
  );
};
