import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Auth } from '../../../admin/auth';
import type { Passkeys } from '../../../admin/passkeys';
import type { People } from '../../../admin/people';
import { clientKey } from '../../client-key';
import { ErrorSchema } from '../../error-schema';
import { linkOrigin, type PublicUrl } from '../../link-origin';
import { Refused } from '../../refused';
import { waitInWords } from '../../wait-in-words';
import { createWindowCounter } from '../../window-counter';

export interface PasskeyAdminOptions {
  auth: Auth;
  people: People;
  passkeys: Passkeys;
  publicUrl: PublicUrl;
  signInThisBrowser: (request: FastifyRequest, reply: FastifyReply, session: { token: string; userId: number }) => void;
  now?: () => number;
}

export const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
// The browser's answer, as @simplewebauthn/browser gives it: the library checks it whole; here only that it has an id.
export const answerOf = <T>() =>
  Type.Unsafe<T>(Type.Object({ id: Type.String({ maxLength: 1024 }) }, { additionalProperties: true }));
export const Options = Type.Object({ ceremony: Type.String(), options: Type.Unknown() });
export const NOT_PROVED = 'The phone did not prove who you are. Try again, or use your password.';

// The WebAuthn library is read when a passkey is first used, not at every start of the server.
export const webauthn = () => import('@simplewebauthn/server');

/**
 * How many ceremonies a client may begin, and the relying party a request is at: built once for the sign-up's and the
 * sign-in's routes, so that a client is counted the same whichever it begins.
 */
export function passkeyRules({ publicUrl, now = Date.now }: PasskeyAdminOptions) {
  // Ceremonies begun, per client: a person taps a few times; a script asking thousands is told to wait. (They hold
  // nothing on the server either way: see passkeys.ts.)
  const begun = createWindowCounter({ max: 30, windowMs: 10 * 60 * 1000, now });
  // The refusal to throw when this client has begun too many, with the reply told when to try again; else null.
  const tooMany = (request: FastifyRequest, reply: FastifyReply): Refused | null => {
    const wait = begun.waitSeconds(clientKey(request.ip));
    if (wait === 0) {
      begun.record(clientKey(request.ip));
      return null;
    }
    reply.header('Retry-After', String(wait));
    return Refused.because('too-many-attempts', `Too many attempts; try again in ${waitInWords(wait)}.`);
  };
  const party = (request: FastifyRequest) => {
    const origin = linkOrigin(publicUrl, request);
    return { origin, rpID: new URL(origin).hostname };
  };
  return { tooMany, party };
}

/** What the sign-up's and the sign-in's routes are given: the passkeys' own options, and the rules above. */
export type PasskeyRoutesOptions = PasskeyAdminOptions & ReturnType<typeof passkeyRules>;
