import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { InvitedSchema, InvitePersonSchema, PersonViewSchema } from '../../../shared/admin/people';
import { adminRefusalWords } from '../../../shared/i18n/admin-refusal-words';
import type { Auth } from '../../admin/auth';
import { LastCoupleAccount, type People } from '../../admin/people';
import type { SignInCodes } from '../../admin/sign-in-codes';
import { qrSvg } from '../../reach/qr-codes';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { linkOrigin, type PublicUrl } from '../link-origin';
import { doneOr, Refused } from '../refused';
import { saidTo } from '../said-to';
import { fieldErrorFormatter } from '../validation';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

/**
 * The sign-up link as the couple sends it. The token is in the fragment, which a browser never sends to a server:
 * no log, proxy or analytics on the way can keep it. The admin's sign-up page reads it and posts it.
 */
export const signupLink = (origin: string, token: string) => `${origin}/admin/signup#${token}`;

const CodeSchema = Type.Object({ code: Type.String(), expiresAt: Type.Integer() });
/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  myCode: {
    summary: 'A one-time code to sign in as oneself on another device',
    description: 'Typed there into `POST /api/admin/login/code`; it lasts ten minutes and works once.',
    response: { 200: CodeSchema, ...errors },
  },
  theirCode: {
    summary: 'A one-time code for a helper who has signed up, to sign in on a new device',
    description:
      "For the door's new phone on the day, read out or shown. `404` for one not signed up yet, who needs their " +
      'sign-up link.',
    params: IdParams,
    response: { 200: CodeSchema, ...errors },
  },
  list: {
    summary: 'Who may sign in to the admin, and when each last used it',
    response: { 200: Type.Array(PersonViewSchema) },
  },
  add: {
    summary: 'Adds a person who may sign in, and makes their one-time sign-up link',
    description:
      '`201 {id, signupLink, signupQr}`, the link `/admin/signup#<code>`: the code is kept only as a hash, and works ' +
      'once, for five days. `400` for an organiser without a side.',
    body: InvitePersonSchema,
    response: { 201: InvitedSchema, ...errors },
  },
  newLink: {
    summary: 'A new sign-up link for a person who has not signed up yet',
    description: '`404` for one who has signed up already, or is not there.',
    params: IdParams,
    response: { 200: InvitedSchema, ...errors },
  },
  seesGifts: {
    summary: 'Lets an organiser see the register of gifts, or no longer',
    description: '`200` and the person; `400` for any other role.',
    params: IdParams,
    body: Type.Object({ seesGifts: Type.Boolean() }, { additionalProperties: false }),
    response: { 200: PersonViewSchema, ...errors },
  },
  remove: {
    summary: "Removes a person's access: their sessions end at once",
    description: "`409` for the couple's last account.",
    params: IdParams,
    response: { 200: Type.Object({ removed: Type.Boolean() }), ...errors },
  },
  me: { summary: 'Who is signed in', response: { 200: PersonViewSchema, ...errors } },
  language: {
    summary: "The admin's language for the person signed in",
    body: Type.Object(
      { language: Type.Union([Type.Literal('en'), Type.Literal('hi')]) },
      { additionalProperties: false },
    ),
    response: { 200: Type.Object({ language: Type.String() }), ...errors },
  },
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
  // A code to sign this person in on a new device (a laptop, the door's phone), shown here and typed there.
  app.post(
    '/api/admin/me/sign-in-code',
    { config: { access: 'signed-in' }, schema: SCHEMAS.myCode },
    async (request, reply) => {
      const id = request.person?.id;
      if (id === undefined) throw Refused.because('sign-in-required', 'Sign in again.');
      reply.header('Cache-Control', 'no-store');
      return signInCodes.issue(id);
    },
  );

  // The couple makes one for a helper who has signed up, to read out or show: the door's new phone on the day.
  app.post(
    '/api/admin/users/:id/sign-in-code',
    { config: { access: 'couple' }, schema: SCHEMAS.theirCode },
    async (request, reply) => {
      const person = people.list().find((one) => one.id === Number(request.params.id));
      if (!person?.signedUpAt)
        throw Refused.because(
          'not-found',
          'No one who has signed up has that id; someone still to sign up needs their sign-up link.',
        );
      reply.header('Cache-Control', 'no-store');
      return signInCodes.issue(person.id);
    },
  );

  const wrongCurrent = new Map<number, number[]>();
  app.get('/api/admin/users', { config: { access: 'couple' }, schema: SCHEMAS.list }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return people.list();
  });

  app.post(
    '/api/admin/users',
    {
      config: { access: 'couple' },
      schema: SCHEMAS.add,
      schemaErrorFormatter: fieldErrorFormatter({ name: 'Enter the person’s name', role: 'Choose a role' }),
    },
    async (request, reply) => {
      const { role, sides } = request.body;
      if (role === 'organiser' && !sides?.length)
        throw saidTo(request.person, 'invalid-input', adminRefusalWords, (words) => words.organiserSides);
      const invited = doneOr(storage.write(() => people.invite(request.body)));
      reply.header('Cache-Control', 'no-store');
      const link = signupLink(linkOrigin(publicUrl, request), invited.token);
      return reply.code(201).send({ id: invited.id, signupLink: link, signupQr: await qrSvg(link) });
    },
  );

  app.post(
    '/api/admin/users/:id/link',
    { config: { access: 'couple' }, schema: SCHEMAS.newLink },
    async (request, reply) => {
      const id = Number(request.params.id);
      const token = doneOr(storage.write(() => people.newSignupLink(id)));
      if (token === null)
        throw Refused.because('not-found', 'No one still to sign up has that id; they may have signed up already.');
      reply.header('Cache-Control', 'no-store');
      const link = signupLink(linkOrigin(publicUrl, request), token);
      return { id, signupLink: link, signupQr: await qrSvg(link) };
    },
  );

  app.put(
    '/api/admin/users/:id/gifts',
    {
      config: { access: 'couple' },
      schema: SCHEMAS.seesGifts,
      schemaErrorFormatter: fieldErrorFormatter({ seesGifts: 'must be true or false' }),
    },
    async (request) => {
      const id = Number(request.params.id);
      const changed = doneOr(storage.write(() => people.setSeesGifts(id, request.body.seesGifts)));
      const person = people.list().find((candidate) => candidate.id === id);
      if (!person) throw Refused.because('not-found', 'There is no such person.');
      if (!changed)
        throw Refused.because(
          'not-an-organiser',
          person.role === 'couple'
            ? 'The couple always sees the gift register.'
            : 'Only an organiser can be let see the gift register; the caterer and the door never see it.',
        );
      return person;
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'couple' },
      schema: SCHEMAS.remove,
    },
    async (request) => {
      try {
        const removed = doneOr(storage.write(() => people.remove(Number(request.params.id))));
        if (!removed) throw Refused.because('not-found', 'There is no such person.');
        return { removed: true };
      } catch (err) {
        if (err instanceof LastCoupleAccount) throw Refused.because('last-couple-account', err.message);
        throw err;
      }
    },
  );

  app.get('/api/admin/me', { config: { access: 'signed-in' }, schema: SCHEMAS.me }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const me = people.list().find((person) => person.id === request.person?.id);
    if (!me) throw Refused.because('sign-in-required', 'Sign in again.');
    return me;
  });

  app.put(
    '/api/admin/me/language',
    {
      config: { access: 'signed-in' },
      schema: SCHEMAS.language,
      schemaErrorFormatter: fieldErrorFormatter({ language: 'must be en or hi' }),
    },
    async (request) => {
      const id = request.person?.id;
      if (id === undefined) throw Refused.because('sign-in-required', 'Sign in again.');
      doneOr(storage.write(() => people.setLanguage(id, request.body.language)));
      return { language: request.body.language };
    },
  );

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
