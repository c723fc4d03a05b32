import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRefusalWords } from '../../../shared/i18n/admin-refusal-words';
import { saidTo } from '../said-to';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Auth } from '../../admin/auth';
import { LastCoupleAccount, type People } from '../../admin/people';
import { InvitedSchema, InvitePersonSchema, PersonViewSchema } from '../../../shared/admin/people';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { linkOrigin, type PublicUrl } from '../link-origin';
import { sendRefusal } from '../send-refusal';
import { fieldErrorFormatter } from '../validation';
import { qrSvg } from '../../reach/qr-codes';
import type { SignInCodes } from '../../admin/sign-in-codes';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

/**
 * The sign-up link as the couple sends it. The token is in the fragment, which a browser never sends to a server:
 * no log, proxy or analytics on the way can keep it. The admin's sign-up page reads it and posts it.
 */
export const signupLink = (origin: string, token: string) => `${origin}/admin/signup#${token}`;

/**
 * The people who may sign in to the admin, kept by the couple: add one (a name, a role, an organiser's sides) and
 * get their one-time sign-up link; see who has access and when each last used it; let an organiser see the gift
 * register; remove one, which signs them out.
 * Anyone signed in reads who they are and picks the admin's language.
 */
export const peopleRoutes: FastifyPluginAsyncTypebox<{
  people: People;
  auth: Auth;
  storage: StorageGuard;
  publicUrl: PublicUrl;
  signInThisBrowser: (request: FastifyRequest, reply: FastifyReply, session: { token: string; userId: number }) => void;
  now: () => number;
  signInCodes: SignInCodes;
}> = async (app, { people, auth, storage, publicUrl, signInThisBrowser, now, signInCodes }) => {
  const CodeSchema = Type.Object({ code: Type.String(), expiresAt: Type.Integer() });

  // A code to sign this person in on a new device (a laptop, the door's phone), shown here and typed there.
  app.post(
    '/api/admin/me/sign-in-code',
    { config: { access: 'signed-in' }, schema: { response: { 200: CodeSchema, ...errors } } },
    async (request, reply) => {
      const id = request.person?.id;
      if (id === undefined) return reply.code(401).send({ error: 'sign-in-required', message: 'Sign in again.' });
      reply.header('Cache-Control', 'no-store');
      return signInCodes.issue(id);
    },
  );

  // The couple makes one for a helper who has signed up, to read out or show: the door's new phone on the day.
  app.post(
    '/api/admin/users/:id/sign-in-code',
    { config: { access: 'couple' }, schema: { params: IdParams, response: { 200: CodeSchema, ...errors } } },
    async (request, reply) => {
      const person = people.list().find((one) => one.id === Number(request.params.id));
      if (!person?.signedUpAt)
        return reply.code(404).send({
          error: 'not-found',
          message: 'No one who has signed up has that id; someone still to sign up needs their sign-up link.',
        });
      reply.header('Cache-Control', 'no-store');
      return signInCodes.issue(person.id);
    },
  );

  const wrongCurrent = new Map<number, number[]>();
  app.get(
    '/api/admin/users',
    { config: { access: 'couple' }, schema: { response: { 200: Type.Array(PersonViewSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return people.list();
    },
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: 'couple' },
      schema: { body: InvitePersonSchema, response: { 201: InvitedSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter({ name: 'Enter the person’s name', role: 'Choose a role' }),
    },
    async (request, reply) => {
      const { role, sides } = request.body;
      if (role === 'organiser' && !sides?.length)
        return reply
          .code(400)
          .send(saidTo(request.person, 'invalid-input', adminRefusalWords, (words) => words.organiserSides));
      const result = storage.write(() => people.invite(request.body));
      if ('refused' in result) return sendRefusal(reply, result.refused);
      reply.header('Cache-Control', 'no-store');
      const link = signupLink(linkOrigin(publicUrl, request), result.done.token);
      return reply.code(201).send({ id: result.done.id, signupLink: link, signupQr: await qrSvg(link) });
    },
  );

  app.post(
    '/api/admin/users/:id/link',
    { config: { access: 'couple' }, schema: { params: IdParams, response: { 200: InvitedSchema, ...errors } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const result = storage.write(() => people.newSignupLink(id));
      if ('refused' in result) return sendRefusal(reply, result.refused);
      if (result.done === null)
        return reply.code(404).send({
          error: 'not-found',
          message: 'No one still to sign up has that id; they may have signed up already.',
        });
      reply.header('Cache-Control', 'no-store');
      const link = signupLink(linkOrigin(publicUrl, request), result.done);
      return { id, signupLink: link, signupQr: await qrSvg(link) };
    },
  );

  app.put(
    '/api/admin/users/:id/gifts',
    {
      config: { access: 'couple' },
      schema: {
        params: IdParams,
        body: Type.Object({ seesGifts: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: PersonViewSchema, ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter({ seesGifts: 'must be true or false' }),
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const result = storage.write(() => people.setSeesGifts(id, request.body.seesGifts));
      if ('refused' in result) return sendRefusal(reply, result.refused);
      const person = people.list().find((candidate) => candidate.id === id);
      if (!person) return reply.code(404).send({ error: 'not-found', message: 'There is no such person.' });
      if (!result.done)
        return reply.code(400).send({
          error: 'not-an-organiser',
          message:
            person.role === 'couple'
              ? 'The couple always sees the gift register.'
              : 'Only an organiser can be let see the gift register; the caterer and the door never see it.',
        });
      return person;
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'couple' },
      schema: { params: IdParams, response: { 200: Type.Object({ removed: Type.Boolean() }), ...errors } },
    },
    async (request, reply) => {
      try {
        const result = storage.write(() => people.remove(Number(request.params.id)));
        if ('refused' in result) return sendRefusal(reply, result.refused);
        if (!result.done) return reply.code(404).send({ error: 'not-found', message: 'There is no such person.' });
        return { removed: true };
      } catch (err) {
        if (err instanceof LastCoupleAccount)
          return reply.code(409).send({ error: 'last-couple-account', message: err.message });
        throw err;
      }
    },
  );

  app.get(
    '/api/admin/me',
    { config: { access: 'signed-in' }, schema: { response: { 200: PersonViewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const me = people.list().find((person) => person.id === request.person?.id);
      if (!me) return reply.code(401).send({ error: 'sign-in-required', message: 'Sign in again.' });
      return me;
    },
  );

  app.put(
    '/api/admin/me/language',
    {
      config: { access: 'signed-in' },
      schema: {
        body: Type.Object(
          { language: Type.Union([Type.Literal('en'), Type.Literal('hi')]) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ language: Type.String() }), ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter({ language: 'must be en or hi' }),
    },
    async (request, reply) => {
      const id = request.person?.id;
      if (id === undefined) return reply.code(401).send({ error: 'sign-in-required', message: 'Sign in again.' });
      const result = storage.write(() => people.setLanguage(id, request.body.language));
      if ('refused' in result) return sendRefusal(reply, result.refused);
      return { language: request.body.language };
    },
  );

  app.put(
    '/api/admin/me/password',
    {
      config: { access: 'signed-in' },
      schema: {
        body: Type.Object(
          { current: Type.String({ maxLength: 1024 }), password: Type.String({ minLength: 10, maxLength: 1024 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ changed: Type.Boolean() }), ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter({ password: 'Choose a password of at least 10 characters' }),
    },
    async (request, reply) => {
      const id = request.person?.id;
      if (id === undefined) return reply.code(401).send({ error: 'sign-in-required', message: 'Sign in again.' });
      // Guesses at the current password from a session left open are counted: five per quarter of an hour. Each try
      // counts from before its slow check until it proves right, so tries sent side by side cannot all slip past.
      const at = now();
      const recent = (wrongCurrent.get(id) ?? []).filter((t) => t > at - 15 * 60 * 1000);
      if (recent.length >= 5)
        return reply
          .code(429)
          .send({ error: 'too-many-attempts', message: 'Too many wrong passwords; try again in 15 minutes.' });
      wrongCurrent.set(id, [...recent, at]);
      const checked = await auth.changePasswordOf(id, request.body.current, request.body.password);
      if (checked.outcome === 'wrong-password')
        return reply.code(403).send({ error: 'wrong-password', message: 'That is not your current password.' });
      const tries = wrongCurrent.get(id) ?? [];
      const mine = tries.indexOf(at);
      if (mine >= 0) tries.splice(mine, 1);
      if (checked.outcome === 'passkey-only')
        return reply.code(403).send({
          error: 'passkey-only',
          message: 'You sign in with a passkey, which needs no password. To use a password instead, ask the couple.',
        });
      // A new password signs out every phone and computer this person used; this browser is signed in again.
      const { save } = checked;
      const saved = storage.write(() => {
        save();
        return auth.startSession(id);
      });
      if ('refused' in saved) return sendRefusal(reply, saved.refused);
      wrongCurrent.delete(id);
      signInThisBrowser(request, reply, { token: saved.done, userId: id });
      return { changed: true };
    },
  );
};
