import type { Household } from '../../shared/guests/schemas';
import { storedText } from '../../shared/rsvp/rules';
import type { HouseholdReads } from './guest-list-rows';

export type HouseholdSide = Household['side'];
const EVERY_SIDE: readonly HouseholdSide[] = ['bride', 'groom', 'both'];

/** Households are told apart by name, case and spacing aside: the import's grouping and its idempotence rest on it. */
export const householdKey = (name: string): string => storedText(name).toLowerCase().replace(/\s+/g, ' ');

/** A name is kept once per side: the bride's Sharma family and the groom's are two households. */
export const storedKey = (name: string, side: HouseholdSide) => `${householdKey(name)}\u001f${side}`;
/** The sides whose households one of this side would be confused with: its own, and both sides'. */
const sidesSharing = (side: HouseholdSide): readonly HouseholdSide[] => (side === 'both' ? EVERY_SIDE : [side, 'both']);

export class DuplicateHousehold extends Error {
  override name = 'DuplicateHousehold';
}

/** The households a name stands for, and the refusal of a name another household of a side it shares has. */
export function createHouseholdNames(reads: Pick<HouseholdReads, 'byKey'>) {
  /** Every household of this name, on any side: at most one of both sides, or one of each side. */
  const rowsNamed = (name: string) => EVERY_SIDE.flatMap((side) => reads.byKey.get(storedKey(name, side)) ?? []);
  return {
    rowsNamed,
    /** Refuses a name that a household of this side, or of both, has already (another than `id`). */
    refuseClash: (name: string, side: HouseholdSide, id?: number) => {
      const sharing = sidesSharing(side);
      if (rowsNamed(name).some((row) => row.id !== id && sharing.includes(row.side)))
        throw new DuplicateHousehold(`A household named "${name}" is on the list already`);
    },
  };
}

export type HouseholdNames = ReturnType<typeof createHouseholdNames>;
