import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseOtherRoles, requireAccessRules } from '../../access';
import { phonesFirst } from '../../phones-first';
import { Refused } from '../../refused';
import { ADMIN_ROOMS, type RoomServices } from '../admin-rooms';
import { liveSession } from './live-session';

/** The signed-in scope: everything registered inside it answers 401 unless the request carries a live session. */
export const signedInRooms: FastifyPluginAsyncTypebox<RoomServices> = async (signedIn, services) => {
  const { auth, people, storage, guardedRoutes } = services;
  requireAccessRules(signedIn, guardedRoutes);
  signedIn.addHook('onRequest', async (request, reply) => {
    const userId = liveSession({ auth, people, storage }, request, reply);
    // A person removed while signed in has no account to act as: their session ended with it.
    request.person = userId === null ? null : people.person(userId);
    if (!request.person) throw Refused.because('sign-in-required', 'Sign in on the admin page to see the responses.');
  });
  signedIn.addHook('onRequest', refuseOtherRoles);

  signedIn.addHook('onRequest', phonesFirst);
  for (const room of ADMIN_ROOMS) await room.register(signedIn, services);
};
