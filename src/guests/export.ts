import type { Household } from '../../shared/guests/schemas';
import { LANGUAGES, type Language, languageFacts } from '../../shared/site/languages';
import type { Journey, Travel } from '../../shared/stay/schemas';
import { csvRecord, phoneCell, UTF8_BOM } from '../rsvp/csv';

/**
 * The guest list as a sheet in the import's own format (one row per person; household details on each row), with
 * each household's link and status after it: it can be edited and imported again. Links are absolute, at `origin`
 * when the household's own is not (no PUBLIC_URL): a sheet is read away from the site, where "/i/…" opens nothing.
 */
const journeyCell = (journey: Journey | null | undefined) =>
  journey
    ? [`${journey.date} ${journey.time}`, journey.mode, journey.number, journey.place].filter(Boolean).join(' ')
    : '';

export function* householdCsvLines(
  households: readonly Household[],
  origin = '',
  /** What each travelling household told of its journey, written after the link (the import reads past it). */
  travelOf: (householdId: number) => Travel | null = () => null,
  /** A function's title as the sheet's reader knows it (function-names.ts sheetTitles); its id where none is given. */
  titles: ReadonlyMap<string, string> = new Map(),
  /** The wedding's languages (site.json's), each with a Greeting column, blank or not, for the couple to fill in. */
  weddingLanguages: readonly Language[] = [],
): Generator<string> {
  // Any other language a household is greeted in has its column too, after the wedding's: nothing is left out.
  const greeted = new Set(households.flatMap((household) => Object.keys(household.greeting)));
  const greetingLanguages = [
    ...weddingLanguages,
    ...LANGUAGES.filter((language) => greeted.has(language) && !weddingLanguages.includes(language)),
  ];
  yield UTF8_BOM +
    csvRecord([
      'Household',
      'Name',
      'Phone',
      'Email',
      'Events',
      'Plus ones',
      'Child',
      'Language',
      'Notes',
      ...greetingLanguages.map((language) => `Greeting (${languageFacts(language).englishName})`),
      'Side',
      'Groups',
      'Travelling',
      'Link',
      'Status',
      'Arrives',
      'Leaves',
      'Pickup or drop',
      'Stays',
      'Needs',
    ]);
  for (const household of households) {
    const eventCell = household.events.map((id) => titles.get(id) ?? id).join('; ');
    const travel = household.travelling ? travelOf(household.id) : null;
    for (const member of household.members) {
      const journey = travel?.people.find((person) => person.memberId === member.id);
      yield csvRecord([
        household.name,
        member.name,
        phoneCell(household.phone),
        household.email,
        eventCell,
        household.plusOnes,
        member.child ? 'yes' : 'no',
        languageFacts(household.language).englishName,
        household.notes,
        ...greetingLanguages.map((language) => household.greeting[language]),
        household.side,
        household.groups.join('; '),
        household.travelling ? 'yes' : 'no',
        origin && household.link.startsWith('/') ? `${origin}${household.link}` : household.link,
        household.status,
        journeyCell(journey?.arrive),
        journeyCell(journey?.leave),
        [journey?.pickup && 'pickup', journey?.drop && 'drop'].filter(Boolean).join(', '),
        travel?.stay ?? '',
        travel?.needs ?? '',
      ]);
    }
  }
}
