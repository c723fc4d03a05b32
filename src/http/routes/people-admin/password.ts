import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { PeopleAdminOptions } from './options';
import { errors } from './schemas';

/**
 * The route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from it).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  password: {
    summary: 'Changes the password of the person signed in',
    description:
      'A new password of at least 10 characters, with the current one: every other session of theirs ends, and this ' +
      'browser stays signed in. `403` for a wrong current password, or for one who signs in with a passkey alone; ' +
      '`429` after 5 wrong ones in 15 minutes.',
    body: Type.Object(
      { current: Type.String({ maxLength: 1024 }), password: Type.String({ minLength: 10, maxLength: 1024 }) },
      { additionalProperties: false },
    ),
    response: { 200: Type.Object({ changed: Type.Boolean() }), ...errors },
  },
};

/** A person signed in changes their own password: the other devices they used are signed out, this one stays in. */
export const passwordRoutes: FastifyPluginAsyncTypebox<PeopleAdminOptions> = async (
  app,
  { auth, storage, signInThisBrowser, now },
) => {
  const wrongCurrent = new Map<number, number[]>();

  app.put(
    '/api/admin/me/password',
    {
      config: { access: 'signed-in' },
      schema: SCHEMAS.password,
      schemaErrorFormatter: fieldErrorFormatter({ password: 'Choose a password of at least 10 characters' }),
    },
    async (request, reply) => {
      const id = request.person?.id;
      if (id === undefined) throw Refused.because('sign-in-required', 'Sign in again.');
      // Guesses at the current password from a session left open are counted: five per quarter of an hour. Each try
      // counts from before its slow check until it proves right, so tries sent side by side cannot all slip past.
      const at = now();
      const recent = (wrongCurrent.get(id) ?? []).filter((t) => t > at - 15 * 60 * 1000);
      if (recent.length >= 5)
        throw Refused.because('too-many-attempts', 'Too many wrong passwords; try again in 15 minutes.');
      wrongCurrent.set(id, [...recent, at]);
      const checked = await auth.changePasswordOf(id, request.body.current, request.body.password);
      if (checked.outcome === 'wrong-password')
        throw Refused.because('wrong-current-password', 'That is not your current password.');
      const tries = wrongCurrent.get(id) ?? [];
      const mine = tries.indexOf(at);
      if (mine >= 0) tries.splice(mine, 1);
      if (checked.outcome === 'passkey-only')
        throw Refused.because(
          'passkey-only',
          'You sign in with a passkey, which needs no password. To use a password instead, ask the couple.',
        );
      // A new password signs out every phone and computer this person used; this browser is signed in again.
      const { save } = checked;
      const token = doneOr(
        storage.write(() => {
          save();
          return auth.startSession(id);
        }),
      );
      wrongCurrent.delete(id);
      signInThisBrowser(request, reply, { token, userId: id });
      return { changed: true };
    },
  );
};
