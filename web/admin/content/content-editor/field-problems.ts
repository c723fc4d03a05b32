// Where the content editor shows each problem: under the field it names, or above the Save button.
import { siteProblemWords } from '../../../../shared/i18n/site-problem-words';
import { dayProblems } from '../../../../shared/site/day-problems';
import type { Language } from '../../../../shared/site/languages';
import type { SiteFile } from '../../../../shared/site/schema';
import { problemsByField } from '../draft';
import type { Problem } from './save-problem';

/** The fields the sections show a refusal under; a refusal of anything else is shown above the Save button. */
function fieldPaths(site: SiteFile): string[] {
  return [
    'couple.first',
    'couple.second',
    'city',
    'startDate',
    'endDate',
    'tagline',
    'portraitAlt',
    'rsvpDeadline',
    'rsvp.contact',
    'rsvp.openAnswersCountFor',
    'messages.invite',
    'messages.reminder',
    'shagun.upi',
    'shagun.payee',
    'shagun.note',
    ...site.hosts.map((_, h) => `hosts[${h}]`),
    ...(site.rsvp?.meals ?? []).map((_, m) => `rsvp.meals[${m}]`),
    ...site.venues.flatMap((_, v) => ['name', 'address', 'description', 'id'].map((field) => `venues[${v}].${field}`)),
    ...site.days.flatMap((day, d) => [
      `days[${d}].date`,
      ...day.events.flatMap((_, e) =>
        ['title', 'time', 'start', 'end', 'venue', 'description', 'dressCode'].map(
          (field) => `days[${d}].events[${e}].${field}`,
        ),
      ),
    ]),
  ];
}

const within = (at: string, path: string) => at === path || at.startsWith(`${path}.`) || at.startsWith(`${path}[`);

/**
 * The last save's refusal and the dates' disagreement, placed: each field's own problems (the dates' agreement is
 * checked as the couple types, by the rules the server saves by, so it is seen before a save), and those of fields the
 * editor does not show.
 */
export function fieldProblems(site: SiteFile, problem: Problem | null, language: Language) {
  const datesDisagree = dayProblems(site, siteProblemWords(language));
  const byField = [
    ...(problem?.kind === 'fields' ? problem.byField : []),
    ...(datesDisagree.length > 0 ? problemsByField(datesDisagree.join('; ')) : []),
  ];
  const errorAt = (path: string) =>
    [...new Set(byField.filter(([at]) => within(at, path)).flatMap(([, messages]) => messages))].join(' ') || undefined;
  const shownPaths = fieldPaths(site);
  const elsewhere =
    problem?.kind === 'fields'
      ? [...problem.byField]
          .filter(([at]) => !shownPaths.some((path) => within(at, path)))
          .flatMap(([, messages]) => messages)
      : [];
  return { datesDisagree, errorAt, elsewhere };
}
