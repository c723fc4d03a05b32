import { eventIdOf } from '../../shared/site/events';
import { inLanguage, SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';
import { siteLanguages } from './localised-site';

/**
 * site.json with an `id` on every event: the id an event without one has always had (made from its title in the
 * source language, else in the default one, as localised-site.ts makes it), written down so that it no longer follows
 * the title. Without it, fixing "Mehendi Ceremony" to "Mehndi Ceremony" would move every invitation and answer of
 * that function to an id nobody is invited to.
 */
export function withWrittenEventIds(file: SiteFile): { file: SiteFile; added: string[] } {
  const source = inLanguage(file, SOURCE_LANGUAGE, siteLanguages(file).defaultLanguage);
  const added: string[] = [];
  const days = file.days.map((day, d) => ({
    ...day,
    events: day.events.map((event, e) => {
      if (event.id !== undefined) return event;
      const titled = source.days[d]?.events[e];
      const id = titled ? eventIdOf(titled) : 'event';
      added.push(id);
      // The id first, where a couple reading the file looks for it.
      return { id, ...event };
    }),
  }));
  return { file: added.length > 0 ? { ...file, days } : file, added };
}
