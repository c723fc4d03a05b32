// The households of the door's function, kept on its phone: without a network a card or a name still finds its
// household (the marks wait, and go when the network is back). Names and people only, as the door reads them online.

import { cardKey } from '../../../shared/day/card-key';
import { apiJson } from '../../api';
import type { DoorHousehold } from './HouseholdAtDoor';
import { ROSTER_PREFIX } from './kept-rosters';

type RosterHousehold = DoorHousehold & { readonly card: string };

const keyOf = (eventId: string) => `${ROSTER_PREFIX}${eventId}`;

/** Fetched while there is a network, and kept for when there is not. */
export async function keepRoster(eventId: string): Promise<void> {
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

/** The households whose name, or one of whose people's, holds every word: as the server's search finds them. */
export function keptByName(eventId: string, query: string): DoorHousehold[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const named = (name: string) => words.every((word) => name.toLowerCase().includes(word));
  return rosterOf(eventId)
    .filter((household) => named(household.name) || household.people.some((person) => named(person.name)))
    .slice(0, 20);
}
