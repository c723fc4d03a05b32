import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvitedSchema, InvitePersonSchema } from '../../../../shared/admin/people';
import { adminRefusalWords } from '../../../../shared/i18n/admin-refusal-words';
import { qrSvg } from '../../../reach/qr-codes';
import { linkOrigin } from '../../link-origin';
import { doneOr, Refused } from '../../refused';
import { saidTo } from '../../said-to';
import { fieldErrorFormatter } from '../../validation';
import type { PeopleAdminOptions } from './options';
import { errors, IdParams } from './schemas';

/**
 * The sign-up link as the couple sends it. The token is in the fragment, which a browser never sends to a server:
 * no log, proxy or analytics on the way can keep it. The admin's sign-up page reads it and posts it.
 */
export const signupLink = (origin: string, token: string) => `${origin}/admin/signup#${token}`;

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
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
};

/** A person added (a name, a role, an organiser's sides) with their one-time sign-up link, or given a new one. */
export const inviteRoutes: FastifyPluginAsyncTypebox<PeopleAdminOptions> = async (
  app,
  { people, storage, publicUrl },
) => {
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
};
