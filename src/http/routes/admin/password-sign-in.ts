import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginSchema, SessionStateSchema } from '../../../../shared/admin/schemas';
import type { Auth } from '../../../admin/auth';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS, type KnownDevices } from '../../../admin/known-devices';
import type { LoginThrottle } from '../../../admin/login-throttle';
import type { StorageGuard } from '../../../storage/storage-guard';
import { clientKey } from '../../client-key';
import { ErrorSchema } from '../../error-schema';
import { Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import { waitInWords } from '../../wait-in-words';
import type { SignInThisBrowser } from './browser-sign-in';

const DATABASE_GONE =
  'The database file was moved or deleted while the site ran, so nothing can be saved, a sign-in included. ' +
  'Restart the site (after restoring a backup, if that was the intent).';

/** The route's schema, with what the HTTP reference says of it (docs/http-reference.md is made from it). */
const SCHEMA = {
  summary: 'Signs in with a password, and sets the session cookie',
  description:
    '`200 {signedIn: true}` and the cookie (HttpOnly, SameSite=Strict, Secure over HTTPS); without `username`, the ' +
    "couple's first account (the spec's sign-in). `401` for a wrong password; `429` after 5 wrong passwords for " +
    'one account from one connection in 15 minutes (10 from a device that signed in to it before), or while the ' +
    'site is under attack; `503` when the database file was moved away under the running server.',
  body: LoginSchema,
  response: { 200: SessionStateSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
};

/** The sign-in with a password, slowed per account and per client, and remembered on the device it signed in on. */
export const passwordSignInRoute: FastifyPluginAsyncTypebox<{
  auth: Auth;
  throttle: LoginThrottle;
  devices: KnownDevices;
  storage: StorageGuard;
  signInThisBrowser: SignInThisBrowser;
}> = async (app, { auth, throttle, devices, storage, signInThisBrowser }) => {
  // The couple's first account keeps the device cookie it always had, so an upgrade forgets no device.
  const deviceCookieFor = (accountId: number | null) =>
    accountId === null
      ? null
      : accountId === auth.accountId(undefined)
        ? DEVICE_COOKIE
        : `${DEVICE_COOKIE}_${accountId}`;

  app.post(
    '/api/admin/login',
    { schema: SCHEMA, schemaErrorFormatter: fieldErrorFormatter({ password: 'Enter the admin password' }) },
    async (request, reply) => {
      const { username, password } = request.body;
      // Wrong passwords are counted per account: guesses at one person's password slow no one else. A device is
      // known to an account it signed in to before (the couple's first account keeps the cookie it always had).
      const accountId = auth.accountId(username);
      const deviceCookie = deviceCookieFor(accountId);
      // Names that are no one's share one count per client: made-up names must not multiply a client's tries.
      const account = accountId === null ? 'unknown' : String(accountId);
      const signedFor = accountId === null || accountId === auth.accountId(undefined) ? undefined : accountId;
      const device = deviceCookie ? devices.identify(request.cookies[deviceCookie], signedFor) : null;
      const client = {
        key: `${clientKey(request.ip)}|${account}`,
        knownDevice: device ? `${device}|${account}` : null,
        account,
      };
      // Checked before the password, so a flood of guesses costs no scrypt work either.
      const decision = throttle.attempt(client);
      if (!decision.allowed) {
        request.log.warn(
          { retryAfterSeconds: decision.retryAfterSeconds, knownDevice: client.knownDevice !== null },
          'admin sign-in throttled',
        );
        reply.header('Retry-After', String(decision.retryAfterSeconds));
        throw Refused.because(
          'too-many-attempts',
          `Too many attempts; try again in ${waitInWords(decision.retryAfterSeconds)}.`,
        );
      }
      // With the database moved away under the running server, a sign-in would "succeed" into a file that is no
      // longer the site's. Below the free-space floor it goes ahead: the couple must get in to read the warning; a
      // write the full disk refuses is answered in their words (http/errors.ts).
      const storageProblem = storage.beforeWrite();
      if (storageProblem?.error === 'database-gone') {
        throw Refused.because(storageProblem.error, DATABASE_GONE);
      }
      const session = await auth.signIn(password, username);
      if (!session) {
        request.log.warn('admin sign-in with a wrong password');
        throw Refused.because('wrong-password', username ? 'Incorrect username or password' : 'Incorrect password');
      }
      throttle.succeeded(client);
      signInThisBrowser(request, reply, session);
      if (!device && deviceCookie) {
        reply.setCookie(deviceCookie, devices.issue(signedFor), {
          httpOnly: true,
          sameSite: 'strict',
          path: '/api/admin',
          secure: request.protocol === 'https',
          maxAge: DEVICE_LIFETIME_MS / 1000,
        });
      }
      request.log.info('admin signed in');
      return { signedIn: true };
    },
  );
};
