import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passkeyLoginRoutes } from './passkey-admin/login';
import { type PasskeyAdminOptions, passkeyRules } from './passkey-admin/rules';
import { passkeySignupRoutes } from './passkey-admin/signup';

/**
 * Passkeys: a person the couple added signs up with their phone's fingerprint or screen lock instead of choosing a
 * password, and signs in with it later. The site is the relying party under its own address (PUBLIC_URL, or the one
 * the admin was opened at), so a passkey made at one address is asked for there. The sign-up's and the sign-in's
 * routes are plugins of their own in passkey-admin/; the count of ceremonies a client begins is one for both.
 */
export const passkeyRoutes: FastifyPluginAsyncTypebox<PasskeyAdminOptions> = async (
  app,
  { auth, people, passkeys, publicUrl, signInThisBrowser, now },
) => {
  // The passkeys' own options only: Fastify's own among them (a prefix) would apply twice.
  const options = { auth, people, passkeys, publicUrl, signInThisBrowser, ...(now && { now }) };
  const routes = { ...options, ...passkeyRules(options) };
  await app.register(passkeySignupRoutes, routes);
  await app.register(passkeyLoginRoutes, routes);
};
