import { eventIdOf } from '../../shared/site/events';
import {
  DEFAULT_SITE_LANGUAGES,
  inLanguage,
  LANGUAGES,
  type Language,
  missingTranslations,
  SOURCE_LANGUAGE,
  textsFromElsewhere,
} from '../../shared/site/languages';
import type { Site, SiteFile } from '../../shared/site/schema';

/** The wedding's content in every language the site is shown in, and which language a guest gets when nothing says. */
export interface LocalisedSite {
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
  /** The content in each language; a language the site is not shown in reads as the default one. */
  readonly in: Readonly<Record<Language, Site>>;
  /** site.json's texts given per language without one of `languages`, as "days[0].events[1].title (hi)". */
  readonly missing: readonly string[];
  /** The texts each language's content shows in another language, with its direction and tag (textsFromElsewhere). */
  readonly fromElsewhere: Readonly<Record<Language, Readonly<Record<string, string>>>>;
}

/**
 * Answers are stored against an event's id, which, when site.json gives none, is made from its title: from the
 * source language's title (the default language's where there is none), whatever language the page is in, so that
 * an answer given on a page in one language counts for the same function as one given in another.
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

/** The languages site.json shows the wedding in, and the one a guest gets when nothing says. */
export function siteLanguages(file: Pick<SiteFile, 'languages' | 'defaultLanguage'>): {
  languages: Language[];
  defaultLanguage: Language;
} {
  const languages = file.languages ?? [...DEFAULT_SITE_LANGUAGES];
  const defaultLanguage =
    file.defaultLanguage ?? (languages.includes(SOURCE_LANGUAGE) ? SOURCE_LANGUAGE : (languages[0] ?? SOURCE_LANGUAGE));
  return { languages, defaultLanguage };
}

export function localiseSite(file: SiteFile): LocalisedSite {
  const { languages, defaultLanguage } = siteLanguages(file);
  // Event ids are made from the source language's titles, so that they stay the same in every language.
  const source = inLanguage(file, SOURCE_LANGUAGE, defaultLanguage);
  const shownIn = new Map(
    languages.map((language) => [language, withEventIds(inLanguage(file, language, defaultLanguage), source)]),
  );
  const shownByDefault = shownIn.get(defaultLanguage) ?? withEventIds(inLanguage(file, defaultLanguage), source);
  const elsewhere = new Map(
    languages.map((language) => [language, textsFromElsewhere(file, language, defaultLanguage)]),
  );
  return {
    languages,
    defaultLanguage,
    // A language the site is not shown in reads the default language's content (one object, not a copy each).
    in: Object.fromEntries(LANGUAGES.map((language) => [language, shownIn.get(language) ?? shownByDefault])) as Record<
      Language,
      Site
    >,
    missing: missingTranslations(file, languages),
    fromElsewhere: Object.fromEntries(
      LANGUAGES.map((language) => [language, elsewhere.get(language) ?? elsewhere.get(defaultLanguage) ?? {}]),
    ) as Record<Language, Record<string, string>>,
  };
}
