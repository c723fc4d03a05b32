import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inviteRoutes } from './people-admin/invites';
import { meRoutes } from './people-admin/me';
import type { PeopleAdminOptions } from './people-admin/options';
import { passwordRoutes } from './people-admin/password';
import { signInCodeRoutes } from './people-admin/sign-in-codes';
import { userRoutes } from './people-admin/users';

/**
 * The people who may sign in to the admin, kept by the couple: add one (a name, a role, an organiser's sides) and
 * get their one-time sign-up link; see who has access and when each last used it; let an organiser see the gift
 * register; remove one, which signs them out.
 * Anyone signed in reads who they are and picks the admin's language.
 * Each resource's routes are a plugin of their own in people-admin/.
 */
export const peopleRoutes: FastifyPluginAsyncTypebox<PeopleAdminOptions> = async (
  app,
  { people, auth, storage, publicUrl, signInThisBrowser, now, signInCodes },
) => {
  // The people's own options only: Fastify's own among them (a prefix) would apply twice.
  const routes = { people, auth, storage, publicUrl, signInThisBrowser, now, signInCodes };
  await app.register(signInCodeRoutes, routes);
  await app.register(userRoutes, routes);
  await app.register(inviteRoutes, routes);
  await app.register(meRoutes, routes);
  await app.register(passwordRoutes, routes);
};
