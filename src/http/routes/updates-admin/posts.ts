import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { UpdateInputSchema } from '../../../../shared/day/schemas';
import { languageNameFor } from '../../../../shared/guests/language-name';
import { adminRefusalWords } from '../../../../shared/i18n/admin-refusal-words';
import { fill } from '../../../../shared/i18n/fill';
import { weddingEvents } from '../../../../shared/site/events';
import { SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { siteLanguages } from '../../../site/localised-site';
import { doneOr, Refused } from '../../refused';
import { saidTo } from '../../said-to';
import { fieldErrorFormatter } from '../../validation';
import type { UpdatesRoutesOptions } from './rules';
import { errors, IdParams } from './schemas';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  post: {
    summary: 'Posts an update, for every household or for those invited to one function',
    description:
      '`201 {id}`. `text` gives it per language, by code (`{"<code>": "…"}`): shown at the top of the pages it ' +
      "concerns, in each page's language where it was written in it, else in the wedding's default language, and " +
      'carried by `GET /api/invitations/<token>` as `updates`; the open page shows those for everyone and for public ' +
      "functions. `400` for a function not in the itinerary, or no text in any of the wedding's languages.",
  },
  withdraw: {
    summary: 'Withdraws an update: no page shows it any more',
    description: '`200 {withdrawn: true}`; `404` for one not there, or withdrawn already.',
  },
};

/** An update posted, for everyone or for one function's households, and withdrawn when no longer true. */
export const updatePostRoutes: FastifyPluginAsyncTypebox<UpdatesRoutesOptions> = async (
  app,
  { site, updates, storage, redrawn, author, notFound },
) => {
  app.post(
    '/api/admin/updates',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.post,
        body: UpdateInputSchema,
        response: { 201: Type.Object({ id: Type.Integer() }), ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      const { eventId } = request.body;
      if (eventId && !weddingEvents(site()).some((event) => event.id === eventId))
        throw Refused.because('invalid-input', `eventId: "${eventId}" is not a function of the itinerary`);
      const { languages } = siteLanguages(site());
      if (!languages.some((language) => request.body.text[language]?.trim()))
        throw saidTo(request.person, 'invalid-input', adminRefusalWords, (words) =>
          fill(words.writeTheUpdate, {
            languages: languages
              .map((language) => languageNameFor(language, request.person?.language ?? SOURCE_LANGUAGE))
              .join(', '),
          }),
        );
      const posted = doneOr(storage.write(() => updates.post(request.body, author(request.person?.name))));
      await redrawn(request.log);
      return reply.code(201).send({ id: posted.id });
    },
  );

  app.delete(
    '/api/admin/updates/:id',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.withdraw,
        params: IdParams,
        response: { 200: Type.Object({ withdrawn: Type.Literal(true) }), ...errors },
      },
    },
    async (request) => {
      const withdrawn = doneOr(
        storage.write(() => updates.withdraw(Number(request.params.id), author(request.person?.name))),
      );
      if (!withdrawn) throw notFound(request.params.id);
      await redrawn(request.log);
      return { withdrawn: true as const };
    },
  );
};
