import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateEmailRoutes } from './updates-admin/email';
import { updateListRoutes } from './updates-admin/list';
import { updatePostRoutes } from './updates-admin/posts';
import { type UpdatesAdminOptions, updateRules } from './updates-admin/rules';
import { updateSentRoutes } from './updates-admin/sent';

/**
 * The couple's updates while the wedding runs: posted for everyone or for one function's households, shown at the
 * top of the pages they concern, and withdrawn when no longer true. Each resource's routes are a plugin of their own
 * in updates-admin/; the rules of whom an update concerns are built once here for all of them.
 */
export const updatesAdminRoutes: FastifyPluginAsyncTypebox<UpdatesAdminOptions> = async (
  app,
  { site, guestList, updates, storage, redrawPages, mail = null, publicUrl },
) => {
  // The updates' own options only: Fastify's own among them (a prefix) would apply twice.
  const options = { site, guestList, updates, storage, redrawPages, mail, publicUrl };
  const routes = { ...options, ...updateRules(options) };
  await app.register(updateListRoutes, routes);
  await app.register(updateSentRoutes, routes);
  await app.register(updatePostRoutes, routes);
  await app.register(updateEmailRoutes, routes);
};
