import type { Database } from 'better-sqlite3';
import { createAuditWriter } from '../storage/audit-log';
import { createAllotments } from './allotments';
import { DuplicateName } from './duplicate-name';
import { createHouseholdStay } from './household-stay';
import { createLeaving } from './leaving';
import { createPickups } from './pickups';
import { createPlaces } from './places';
import { createRooms } from './rooms';
import { createStayAudit } from './stay-audit';
import { createStayLookups } from './stay-lookups';
import { createTravel } from './travel';

export { DuplicateName } from './duplicate-name';
export { journeyMark, pickupChanged } from './stay-rows';

/**
 * Travel, stays and pickups, in the wedding's database beside the guest list: what each travelling household says,
 * the hotels and houses the couple arranges, who sleeps in which room, and who picks whom up. Each change is one
 * transaction with its audit entry.
 */
export function createStay(db: Database, now: () => number = Date.now) {
  const lookups = createStayLookups(db);
  const writeAudit = createAuditWriter(db);
  const audit = createStayAudit(writeAudit, lookups);
  const travel = createTravel(db, now, writeAudit);
  return {
    DuplicateName,
    ...travel,
    ...createPlaces(db, lookups, audit),
    ...createRooms(db, lookups, audit),
    ...createAllotments(db, lookups, audit),
    ...createLeaving(db, audit),
    /** The household of each person, for the side checks of the admin's routes. */
    householdOfMember: (memberId: number): number | null => lookups.member(memberId)?.household_id ?? null,
    ...createPickups(db, audit),
    /** What a household reads of its stay on its own page: its rooms, and its pickups as the couple arranged them. */
    householdStay: createHouseholdStay(db, lookups, travel.travelOf),
  };
}

export type Stay = ReturnType<typeof createStay>;
