import type { Household } from '../../shared/guests/schemas';
import type { Journey, Travel } from '../../shared/stay/schemas';
import { csvRecord, phoneCell, UTF8_BOM } from '../rsvp/csv';

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', hi: 'Hindi' };

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
): Generator<string> {
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
      'Greeting',
      'Greeting (Hindi)',
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
        LANGUAGE_NAMES[household.language] ?? household.language,
        household.notes,
        household.greeting.en,
        household.greeting.hi,
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
