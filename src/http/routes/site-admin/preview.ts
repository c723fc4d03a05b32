import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { invitationView } from '../../../../shared/guests/invitation-view';
import { siteProblemWords } from '../../../../shared/i18n/site-problem-words';
import { LanguageSchema } from '../../../../shared/site/language-schemas';
import { isLanguage, type Language } from '../../../../shared/site/languages';
import { guestPagesIn } from '../../../pages/page-files';
import { MAX_FILE_BYTES } from '../../../site/load';
import { doneOr, Refused } from '../../refused';
import { readerLanguage } from '../../said-to';
import { errors, type SiteAdminOptions } from './schemas';

const ABOUT = {
  summary: 'Draws a draft of the content as a page to look at, saving nothing',
  description:
    'The whole document as the body: `200 {url}`, the open invitation as the draft would draw it (or, with ' +
    "`?household=<id>`, that household's page) at `/admin/preview/<random>`, for 15 minutes. `400` names the " +
    'field, as a save does.',
};

/** A draft of the content drawn as the open invitation, or as one household's page, kept a while to look at. */
export const sitePreviewRoute: FastifyPluginAsyncTypebox<SiteAdminOptions> = async (
  app,
  { siteEditor, previews, guestList, personalPages, now },
) => {
  app.post(
    '/api/admin/site/preview',
    {
      config: { access: 'couple' },
      bodyLimit: MAX_FILE_BYTES,
      schema: {
        ...ABOUT,
        querystring: Type.Object({
          // A language the draft offers; without one, the household's, else the draft's default.
          language: Type.Optional(LanguageSchema()),
          // A household's own page instead of the open one: the draft as that family would read it.
          household: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
        }),
        body: Type.Unknown(),
        response: { 200: Type.Object({ url: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const household = request.query.household === undefined ? null : guestList.get(Number(request.query.household));
      if (request.query.household !== undefined && !household) {
        throw Refused.because('not-found', `There is no household ${request.query.household} on the guest list.`);
      }
      const { pages, localised, renderInput } = doneOr(
        await siteEditor.preview(request.body, siteProblemWords(readerLanguage(request.person))),
      );
      // As asked, else as the household reads its page, else as a guest nothing chooses for: one the draft offers.
      const language =
        [request.query.language, household?.language].find(
          (one): one is Language => isLanguage(one) && localised.languages.includes(one),
        ) ?? localised.defaultLanguage;
      const page = household
        ? await personalPages(
            language,
            { token: household.token, view: invitationView(localised.in[language], household, now(), language) },
            renderInput,
          )
        : guestPagesIn(pages, language).home;
      return { url: previews.keep(page.identity, pages.styleHashes) };
    },
  );
};
