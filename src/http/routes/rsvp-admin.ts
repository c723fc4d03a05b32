import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rsvpAnswerRoutes } from './rsvp-admin/answers';
import { rsvpCountedOnceRoutes } from './rsvp-admin/counted-once';
import { rsvpListRoutes } from './rsvp-admin/list';
import { rsvpRemovalRoutes } from './rsvp-admin/removals';
import type { RsvpAdminOptions } from './rsvp-admin/schemas';

/**
 * The couple's view of the open form's responses, registered by adminRoutes inside its signed-in scope. The list
 * is asked for a page at a time (SPEC's array of records, newest first; X-Total-Count says how many match), and
 * the summary and the CSV are computed and streamed by the database: 100,000 answers never sit in memory at once.
 * Each resource's routes are a plugin of their own in rsvp-admin/.
 */
export const rsvpAdminRoutes: FastifyPluginAsyncTypebox<RsvpAdminOptions> = async (app, { rsvps, storage }) => {
  // The answers' own options only: Fastify's own among them (a prefix) would apply twice.
  const options = { rsvps, storage };
  await app.register(rsvpListRoutes, options);
  await app.register(rsvpAnswerRoutes, options);
  await app.register(rsvpCountedOnceRoutes, options);
  await app.register(rsvpRemovalRoutes, options);
};
