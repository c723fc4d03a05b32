import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stayArrivalRoutes } from './stay-admin/arrivals';
import { stayPlaceRoutes } from './stay-admin/places';
import { stayRoomRoutes } from './stay-admin/rooms';
import { staySheetRoutes } from './stay-admin/sheets';
import { stayTravelRoutes } from './stay-admin/travel';
import { type StayAdminOptions, whoSees } from './stay-admin/who-sees';

/**
 * Stay and travel in the admin: the places and rooms guests are put up in, who sleeps where, the travellers, the
 * arrivals and departures by day, the pickups, and the hotel's and the drivers' sheets. The couple and the
 * organisers use them, each organiser for the households of their side only (never the caterer: it is personal).
 */
export const stayAdminRoutes: FastifyPluginAsyncTypebox<StayAdminOptions> = async (
  app,
  { guestList, stay, storage, today },
) => {
  // The stay's own options only: Fastify's own among them (a prefix) would apply twice.
  const options = { guestList, stay, storage, today };
  const routes = { ...options, sees: whoSees(options) };
  await app.register(stayTravelRoutes, routes);
  await app.register(stayPlaceRoutes, routes);
  await app.register(stayRoomRoutes, routes);
  await app.register(stayArrivalRoutes, routes);
  await app.register(staySheetRoutes, routes);
};
