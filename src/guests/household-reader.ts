import type { CountryCode } from 'libphonenumber-js/max';
import { greetingIn } from '../../shared/guests/greeting';
import type { Household } from '../../shared/guests/schemas';
import { isLanguage, type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';
import { localTextOf } from '../storage/local-text-column';
import type { HouseholdReads, HouseholdRow } from './guest-list-rows';
import { createHouseholdAssembler } from './household-assembly';
import type { HouseholdNames } from './household-names';

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Households read whole, as the site hands them out, in the itinerary's order of events. */
export function createHouseholdReader(
  reads: HouseholdReads,
  names: HouseholdNames,
  itinerary: { linkBase: string; eventOrder: readonly string[]; defaultCountry: CountryCode },
) {
  let { toResponse, assemble } = createHouseholdAssembler(itinerary);

  const load = (row: HouseholdRow | undefined): Household | null => {
    if (!row) return null;
    return assemble(
      row,
      reads.membersOf.all(row.id),
      reads.eventsOf.all(row.id).map((e) => e.event_id),
      toResponse(reads.responseOf.get(row.id), reads.peopleOf.all(row.id), reads.personEventsOf.all(row.id)),
    );
  };

  return {
    load,
    /** Every household, assembled from six queries whatever the size of the list. */
    list(): Household[] {
      const members = groupBy(reads.members.all(), (m) => m.household_id);
      const events = groupBy(reads.events.all(), (e) => e.household_id);
      const responses = new Map(reads.responses.all().map((r) => [r.household_id, r]));
      const people = groupBy(reads.people.all(), (p) => p.household_id);
      const personEvents = groupBy(reads.personEvents.all(), (e) => e.person_id);
      return reads.households.all().map((row) => {
        const householdPeople = people.get(row.id) ?? [];
        return assemble(
          row,
          members.get(row.id) ?? [],
          (events.get(row.id) ?? []).map((e) => e.event_id),
          toResponse(
            responses.get(row.id),
            householdPeople,
            householdPeople.flatMap((p) => personEvents.get(p.id) ?? []),
          ),
        );
      });
    },
    count: (): number => reads.householdCount.get()?.n ?? 0,
    /** Each household's name and link, nothing else: what a printed card shows, read in milliseconds for 5,000. */
    /**
     * Names and links alone, for the print sheet: the name as the household's guests are greeted, in their language.
     */
    cards: (): Array<Pick<Household, 'name' | 'token' | 'side'> & { language: Language }> =>
      reads.cards.all().map((row) => {
        const language = isLanguage(row.language) ? row.language : SOURCE_LANGUAGE;
        return {
          name: greetingIn({ name: row.name, greeting: localTextOf(row.greetings) }, language),
          token: row.token,
          language,
          side: row.side,
        };
      }),
    get: (id: number) => load(reads.household.get(id)),
    byToken: (token: string) => load(reads.byToken.get(token)),
    /** The households of this name: one of both sides, or one on each side at most. */
    named: (name: string): Household[] => names.rowsNamed(name).flatMap((row) => load(row) ?? []),
    /** The itinerary changed (the couple saved site.json): households list their events in its new order. */
    setItinerary(next: { linkBase: string; eventOrder: readonly string[]; defaultCountry: CountryCode }) {
      ({ toResponse, assemble } = createHouseholdAssembler(next));
    },
  };
}

export type HouseholdReader = ReturnType<typeof createHouseholdReader>;
