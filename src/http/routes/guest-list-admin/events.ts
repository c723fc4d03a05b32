import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { type HouseholdLanguage, HouseholdLanguageSchema } from '../../../../shared/guests/admin-shapes';
import { EventFields } from '../../../../shared/guests/invitation-view';
import { languageNameFor } from '../../../../shared/guests/language-name';
import { weddingEvents } from '../../../../shared/site/events';
import { LANGUAGE_REGISTRY, type Language, SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { mealChoices } from '../../../../shared/site/meals';
import type { Site } from '../../../../shared/site/schema';
import { siteLanguages } from '../../../site/localised-site';
import type { GuestListRoutesOptions } from './rules';

const EventsAnswerSchema = Type.Object({
  events: Type.Array(Type.Object({ ...EventFields, venue: Type.String() })),
  meals: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  languages: Type.Array(HouseholdLanguageSchema, {
    description:
      "Every language a household may read, the wedding's first (its default first, then site.json's order), each " +
      'named from the registry as the reader knows it: the admin carries no list of its own.',
  }),
});

/** A language's tag for a date and a time: on a 24-hour clock where its am and pm are not in its months' letters. */
function timeTagOf(tag: string): string {
  const parts = new Intl.DateTimeFormat(tag, { month: 'long', hour: 'numeric', hour12: true }).formatToParts(0);
  const latin = (type: string) => /[a-z]/i.test(parts.find((part) => part.type === type)?.value ?? '');
  return latin('dayPeriod') === latin('month') ? tag : `${tag}-u-hc-h23`;
}

/** The registry's languages as the guest list's forms offer them: the wedding's first, its default at their head. */
const languagesOf = (site: Site, reader: Language): HouseholdLanguage[] => {
  const { languages, defaultLanguage } = siteLanguages(site);
  const rank = (code: Language) =>
    code === defaultLanguage ? -1 : languages.includes(code) ? languages.indexOf(code) : languages.length;
  return [...LANGUAGE_REGISTRY]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((facts) => ({
      code: facts.code,
      own: facts.name,
      name: languageNameFor(facts.code, reader),
      timeTag: timeTagOf(facts.tag),
      offered: languages.includes(facts.code),
    }));
};

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  events: {
    summary: "Every function of the itinerary, private ones too, the meals offered and the wedding's languages",
    description:
      "In the reader's language. The admin page's own data holds only the public functions, as anyone may load " +
      '`/admin`.',
  },
};

/**
 * The functions a household may be invited to, the meals it may choose and the languages it may read, as the guest
 * list's forms offer them.
 */
export const guestListEventRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (
  app,
  { site, siteIn },
) => {
  // Every event, the private ones too: the admin's page data holds only the public ones, as anyone may load /admin.
  app.get(
    '/api/admin/events',
    { config: { access: 'signed-in' }, schema: { ...ABOUT.events, response: { 200: EventsAnswerSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // The titles, times and meals as the reader reads the site: the admin in Hindi shows them in Hindi.
      const reader = request.person?.language ?? SOURCE_LANGUAGE;
      const inReaders = siteIn(reader);
      return {
        events: weddingEvents(inReaders),
        meals: mealChoices(inReaders),
        languages: languagesOf(site(), reader),
      };
    },
  );
};
