import { eventIdOf } from '../../shared/site/events';
import { inLanguage, LANGUAGES, type Language, missingTranslations } from '../../shared/site/languages';
import type { Site, SiteFile } from '../../shared/site/schema';

/** The wedding's content in every language the site is shown in, and which language a guest gets when nothing says. */
export interface LocalisedSite {
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
  /** The content in each language; a language the site is not shown in reads as the default one. */
  readonly in: Readonly<Record<Language, Site>>;
  /** site.json's texts given per language without one of `languages`, as "days[0].events[1].title (hi)". */
  readonly missing: readonly string[];
}

/**
 * Answers are stored against an event's id, which, when site.json gives none, is made from its title: from the
 * English title (the other where there is none), whatever language the page is in, so that an answer given on the
 * Hindi page counts for the same function as one given on the English page.
 */
function withEventIds(site: Site, idsFrom: Site): Site {
  return {
    ...site,
    days: site.days.map((day, d) => ({
      ...day,
      events: day.events.map((event, e) => {
        const source = idsFrom.days[d]?.events[e];
        return { ...event, id: source ? eventIdOf(source) : eventIdOf(event) };
      }),
    })),
  };
}

export function localiseSite(file: SiteFile): LocalisedSite {
  const languages = file.languages ?? [...LANGUAGES];
  const defaultLanguage = file.defaultLanguage ?? (languages.includes('en') ? 'en' : (languages[0] ?? 'en'));
  const shown = (language: Language): Language => (languages.includes(language) ? language : defaultLanguage);
  const english = inLanguage(file, 'en');
  const site = (language: Language) => withEventIds(inLanguage(file, shown(language)), english);
  return {
    languages,
    defaultLanguage,
    in: { en: site('en'), hi: site('hi') },
    missing: missingTranslations(file, languages),
  };
}
