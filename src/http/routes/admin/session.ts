import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionStateSchema } from '../../../../shared/admin/schemas';
import { SESSION_COOKIE } from '../../../admin/auth';
import { DOOR_PHONE_COOKIE } from './browser-sign-in';
import { liveSession, type SessionServices } from './live-session';

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  logout: { summary: 'Ends the session on the server, and clears its cookie', response: { 200: SessionStateSchema } },
  session: {
    summary: 'Whether this browser is signed in',
    description: 'No sign-in needed to ask: `{signedIn}`, true while this browser holds a live session.',
    response: { 200: SessionStateSchema },
  },
};

/** The sign-out, and whether this browser is signed in. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionServices> = async (app, { auth, people, storage }) => {
  app.post('/api/admin/logout', { schema: SCHEMAS.logout }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) auth.signOut(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(DOOR_PHONE_COOKIE, { path: '/i/' });
    return { signedIn: false };
  });

  app.get('/api/admin/session', { schema: SCHEMAS.session }, async (request, reply) => ({
    signedIn: liveSession({ auth, people, storage }, request, reply) !== null,
  }));
};
