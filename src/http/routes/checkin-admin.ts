import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { doorCardRoutes } from './checkin-admin/card';
import { checkinCountRoutes } from './checkin-admin/counts';
import { type CheckinAdminOptions, doorView } from './checkin-admin/door-view';
import { checkinMarkRoutes } from './checkin-admin/marks';
import { doorRosterRoutes } from './checkin-admin/roster';

/**
 * The door at a function: find a household (by its QR card's link, or by a name), mark who of it arrived, and read
 * arrived against expected. The door sees names and who is expected at the function only; the counts are for anyone
 * signed in (the caterer plans by them). Each resource's routes are a plugin of their own in checkin-admin/; the
 * door's view of a household is built once here for all of them.
 */
export const checkinAdminRoutes: FastifyPluginAsyncTypebox<CheckinAdminOptions> = async (
  app,
  { site, siteIn, guestList, checkins, storage },
) => {
  // The check-ins' own options only: Fastify's own among them (a prefix) would apply twice.
  const options = { site, ...(siteIn && { siteIn }), guestList, checkins, storage };
  const routes = { ...options, ...doorView(options) };
  await app.register(checkinCountRoutes, routes);
  await app.register(doorRosterRoutes, routes);
  await app.register(doorCardRoutes, routes);
  await app.register(checkinMarkRoutes, routes);
};
