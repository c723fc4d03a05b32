import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditRoutes } from './guest-list-admin/audit';
import { guestListEventRoutes } from './guest-list-admin/events';
import { guestListExportRoutes } from './guest-list-admin/exports';
import { headcountRoutes } from './guest-list-admin/headcounts';
import { householdChangeRoutes } from './guest-list-admin/household-changes';
import { householdInvitationRoutes } from './guest-list-admin/household-invitation';
import { householdRoutes } from './guest-list-admin/households';
import { sheetImportRoutes } from './guest-list-admin/import';
import { type GuestListAdminOptions, withDefaults } from './guest-list-admin/options';
import { type GuestListRoutesOptions, guestListRules } from './guest-list-admin/rules';
import { SHEET_LIMIT_BYTES } from './guest-list-admin/schemas';

export type { GuestListAdminOptions };

/**
 * The couple's guest list, registered by adminRoutes inside its signed-in scope: households with their members and
 * events, each household's link, and answers the couple records on a household's behalf (also after the deadline).
 * Each resource's routes are a plugin of their own in guest-list-admin/; the options' defaults and the rules of who
 * sees what are built once here for all of them, so that every resource answers one person the same way.
 */
export const guestListAdminRoutes: FastifyPluginAsyncTypebox<GuestListAdminOptions> = async (app, options) => {
  const filled = withDefaults(options);
  const routes: GuestListRoutesOptions = { ...filled, ...guestListRules(filled) };

  // Sheets are read here only: a CSV body (what the admin's import sends), nowhere else in the app. As bytes: a sheet
  // saved by Excel may be UTF-16 or Windows-1252, and is decoded by what its bytes say (guests/sheet-encoding.ts).
  // Added before the resources' plugins so that each inherits it: a CSV sent to any guest-list route is read as bytes
  // and answered by that route's own checks, not refused as a type the scope does not know.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: SHEET_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  await app.register(guestListEventRoutes, routes);
  await app.register(householdRoutes, routes);
  await app.register(householdChangeRoutes, routes);
  await app.register(householdInvitationRoutes, routes);
  await app.register(sheetImportRoutes, routes);
  await app.register(guestListExportRoutes, routes);
  await app.register(headcountRoutes, routes);
  await app.register(auditRoutes, routes);
};
