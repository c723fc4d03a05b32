// The households of the door's function, kept on its phone: without a network a card or a name still finds its
// household (the marks wait, and go when the network is back). Names and people only, as the door reads them online.

import { cardKey } from '../../../shared/day/card-key';
import { apiJson } from '../../api';
import type { DoorHousehold } from './HouseholdAtDoor';
import { ROSTER_PREFIX } from './kept-rosters';

/** With its card's key, and the sounds of its names (shared/text/name-match.ts) for a name typed in Latin letters. */
type RosterHousehold = DoorHousehold & { readonly card: string; readonly nameKey?: string };

const keyOf = (eventId: string) => `${ROSTER_PREFIX}${eventId}`;

/** Fetched while there is a network, and kept for when there is not. */
export async function keepRoster(eventId: string): Promise<void> {
  // The finder of names comes with the roster, so that it is here to search by when the network is not.
  import('../name-finder').catch(() => {});
  const roster = await apiJson<RosterHousehold[]>('GET', `/api/admin/checkins/${encodeURIComponent(eventId)}/roster`);
  try {
    localStorage.setItem(keyOf(eventId), JSON.stringify(roster));
  } catch {
    // A phone that keeps nothing finds households online only.
  }
}

function rosterOf(eventId: string): RosterHousehold[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(keyOf(eventId)) ?? '[]');
    return Array.isArray(kept) ? (kept as RosterHousehold[]) : [];
  } catch {
    return [];
  }
}

export const keptByCard = (eventId: string, token: string): DoorHousehold | null =>
  rosterOf(eventId).find((household) => household.card === cardKey(token)) ?? null;

/**
 * The households whose names hold every word, as written or by their sounds, as the server's search finds them; as
 * written only where the finder of names could not be fetched (or, for a word in another script than Latin's, the
 * transliteration it then needs).
 */
export async function keptByName(eventId: string, query: string): Promise<DoorHousehold[]> {
  const finds = await import('../name-finder')
    .then((finders) => finders.readyFor(query))
    .then(
      (ready) => ready.finderNow(query),
      () => undefined,
    );
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const named = (name: string) => words.every((word) => name.toLowerCase().includes(word));
  const found = (household: RosterHousehold) =>
    finds
      ? finds(
          [household.name, ...household.people.map((person) => person.name)].join(' ').toLowerCase(),
          household.nameKey ?? '',
        )
      : named(household.name) || household.people.some((person) => named(person.name));
  return rosterOf(eventId).filter(found).slice(0, 20);
}
