import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LanguageSchema } from '../../../../shared/site/language-schemas';
import { languageFacts, SOURCE_LANGUAGE, textIn } from '../../../../shared/site/languages';
import { createSiteTemplates, type SiteTemplates, templateLanguages } from '../../../site/site-templates';
import { Refused } from '../../refused';
import { errors, type SiteAdminOptions } from './schemas';

const TemplateParamsSchema = Type.Object({ id: Type.String({ maxLength: 100 }) });

const TemplateListSchema = Type.Array(
  Type.Object({
    id: Type.String({ description: 'the file templates/<id>.json' }),
    name: Type.String({ description: "the tradition's name in the reader's admin language, else in English" }),
    languages: Type.Array(LanguageSchema(), { description: 'the languages its guests read it in' }),
  }),
);

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  list: {
    summary: 'The traditions a couple may start the content from',
    description:
      "Each a wedding of one of India's traditions, with its functions in its languages (`templates/<id>.json`), " +
      "sorted by name in the reader's admin language. A file there that a save would refuse is left out, and the " +
      'log says why.',
  },
  one: {
    summary: "One tradition's content, whole: the document PUT /api/admin/site takes as it is",
    description:
      "Its couple, dates, venues and hosts are placeholders for the couple's own. `404` for an id there is no " +
      'tradition of.',
  },
};

/** The traditions a couple may start from (site-templates.ts), listed in the reader's language and read whole. */
export const siteTemplateRoutes: FastifyPluginAsyncTypebox<SiteAdminOptions & { templates?: SiteTemplates }> = async (
  app,
  { templates = createSiteTemplates() },
) => {
  app.get(
    '/api/admin/site/templates',
    { config: { access: 'couple' }, schema: { ...ABOUT.list, response: { 200: TemplateListSchema, ...errors } } },
    async (request) => {
      const { templates: found, problems } = templates.all();
      if (problems.length > 0) request.log.warn({ problems }, 'templates left out of the traditions offered');
      const language = request.person?.language ?? SOURCE_LANGUAGE;
      const byName = new Intl.Collator(languageFacts(language).tag);
      return found
        .map((template) => ({
          id: template.id,
          name: textIn(template.name, language),
          languages: [...templateLanguages(template)],
        }))
        .sort((a, b) => byName.compare(a.name, b.name));
    },
  );

  app.get(
    '/api/admin/site/templates/:id',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.one, params: TemplateParamsSchema, response: { 200: Type.Unknown(), ...errors } },
    },
    async (request) => {
      const template = templates.one(request.params.id);
      if (template === null) {
        const known = templates
          .all()
          .templates.map((each) => each.id)
          .join(', ');
        throw Refused.because(
          'not-found',
          `There is no tradition "${request.params.id}"; the ones there are: ${known} (GET /api/admin/site/templates).`,
        );
      }
      if (typeof template === 'string') throw Refused.because('site-unreadable', template);
      return template.site;
    },
  );
};
