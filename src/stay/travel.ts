import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import type { Travel, TravelInput } from '../../shared/stay/schemas';
import type { AuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { blankToNull, journeyOf, type TravelRow } from './stay-rows';

const personOf = (row: TravelRow): Travel['people'][number] => ({
  memberId: row.member_id,
  arrive: journeyOf(row, 'arrive'),
  leave: journeyOf(row, 'leave'),
  pickup: row.pickup === 1,
  drop: row.drop_off === 1,
});

/** A person's journeys as member_travel keeps them: a journey not given is a row of nulls. */
const personRow = (householdId: number, person: TravelInput['people'][number]) => {
  const journey = (way: 'arrive' | 'leave') => {
    const given = person[way];
    return {
      [`${way}_date`]: given?.date ?? null,
      [`${way}_time`]: given?.time ?? null,
      [`${way}_mode`]: given?.mode ?? null,
      [`${way}_number`]: blankToNull(given?.number),
      [`${way}_place`]: blankToNull(given?.place),
    };
  };
  return {
    member_id: person.memberId,
    household_id: householdId,
    ...journey('arrive'),
    ...journey('leave'),
    pickup: person.pickup ? 1 : 0,
    drop_off: person.drop ? 1 : 0,
  };
};

/** What each travelling household says of its journeys and its stay, and whether the couple asks it. */
export function createTravel(db: Database, now: () => number, writeAudit: AuditWriter) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    householdTravel: prepare<[number], { stay: 'arranged' | 'own'; needs: string | null; updated_at: string }>(
      'SELECT stay, needs, updated_at FROM household_travel WHERE household_id = ?',
    ),
    peopleTravel: prepare<[number], TravelRow>('SELECT * FROM member_travel WHERE household_id = ?'),
    allTravel: prepare<[], TravelRow>('SELECT * FROM member_travel'),
    allHouseholdTravel: prepare<[], { household_id: number; stay: 'arranged' | 'own'; needs: string | null }>(
      'SELECT household_id, stay, needs FROM household_travel',
    ),
    upsertHousehold: prepare<[number, string, string | null, string]>(
      `INSERT INTO household_travel (household_id, stay, needs, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (household_id) DO UPDATE
         SET stay = excluded.stay, needs = excluded.needs, updated_at = excluded.updated_at`,
    ),
    deletePeople: prepare<[number]>('DELETE FROM member_travel WHERE household_id = ?'),
    insertPerson: prepare(
      `INSERT INTO member_travel (member_id, household_id, arrive_date, arrive_time, arrive_mode, arrive_number,
         arrive_place, leave_date, leave_time, leave_mode, leave_number, leave_place, pickup, drop_off)
       VALUES (@member_id, @household_id, @arrive_date, @arrive_time, @arrive_mode, @arrive_number, @arrive_place,
         @leave_date, @leave_time, @leave_mode, @leave_number, @leave_place, @pickup, @drop_off)`,
    ),
    setTravelling: prepare<[number, number]>('UPDATE households SET travelling = ? WHERE id = ?'),
  };

  const travelOf = (householdId: number): Travel | null => {
    const household = statements.householdTravel.get(householdId);
    if (!household) return null;
    return {
      people: statements.peopleTravel.all(householdId).map(personOf),
      stay: household.stay,
      needs: household.needs,
      updatedAt: household.updated_at,
    };
  };

  return {
    travelOf,
    /** Every travelling person's journeys, and every household's stay, for the boards and sheets. */
    allTravel: () => ({
      people: statements.allTravel.all().map((row) => ({ ...personOf(row), householdId: row.household_id })),
      households: new Map(statements.allHouseholdTravel.all().map((row) => [row.household_id, row])),
    }),

    /** A household's travel, whole: each person given replaces what they said before; a person not given has none. */
    saveTravel: db.transaction((household: Household, input: TravelInput, author: Author): Travel => {
      const before = travelOf(household.id);
      const at = new Date(now()).toISOString();
      statements.upsertHousehold.run(household.id, input.stay, blankToNull(input.needs), at);
      statements.deletePeople.run(household.id);
      for (const person of input.people) statements.insertPerson.run(personRow(household.id, person));
      const after = travelOf(household.id) as Travel;
      writeAudit(author, { householdId: household.id, name: household.name }, before ? 'travel-changed' : 'travel', {
        before,
        after,
      });
      return after;
    }),

    setTravelling: db.transaction((household: Household, travelling: boolean, author: Author): void => {
      statements.setTravelling.run(travelling ? 1 : 0, household.id);
      writeAudit(
        author,
        { householdId: household.id, name: household.name },
        travelling ? 'travel-asked' : 'travel-not-asked',
      );
    }),
  };
}
