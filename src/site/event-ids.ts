import { eventIdOf } from '../../shared/site/events';
import { inLanguage } from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';

/**
 * site.json with an `id` on every event: the id an event without one has always had (made from its English title),
 * written down so that it no longer follows the title. Without it, fixing "Mehendi Ceremony" to "Mehndi Ceremony"
 * would move every invitation and answer of that function to an id nobody is invited to.
 */
export function withWrittenEventIds(file: SiteFile): { file: SiteFile; added: string[] } {
  const english = inLanguage(file, 'en');
  const added: string[] = [];
  const days = file.days.map((day, d) => ({
    ...day,
    events: day.events.map((event, e) => {
      if (event.id !== undefined) return event;
      const source = english.days[d]?.events[e];
      const id = source ? eventIdOf(source) : 'event';
      added.push(id);
      // The id first, where a couple reading the file looks for it.
      return { id, ...event };
    }),
  }));
  return { file: added.length > 0 ? { ...file, days } : file, added };
}
