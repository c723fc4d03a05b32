import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CountryCode } from 'libphonenumber-js/max';
import type { ActingPerson, AuditEntry, Author, SendChannel } from '../../shared/guests/admin-shapes';
import { greetingIn } from '../../shared/guests/greeting';
import type { PersonToStore } from '../../shared/guests/response-rules';
import type { Household, HouseholdInput, HouseholdPatch, StoredResponse } from '../../shared/guests/schemas';
import type { WalkKind } from '../../shared/reach/messages';
import { storedText } from '../../shared/rsvp/rules';
import { isLanguage, type Language } from '../../shared/site/languages';
import { createAuditWriter } from '../storage/audit-log';
import { unsyncedWrites } from '../storage/unsynced-writes';
import { type HouseholdRow, prepareGuestListStatements } from './guest-list-rows';
import { createHouseholdAssembler, statusOf } from './household-assembly';

/** 128 random bits, URL-safe: a household's link can be neither guessed nor counted through. */
export const newToken = (): string => randomBytes(16).toString('base64url');

/** Households are told apart by name, case and spacing aside: the import's grouping and its idempotence rest on it. */
export const householdKey = (name: string): string => storedText(name).toLowerCase().replace(/\s+/g, ' ');

type HouseholdSide = Household['side'];
const EVERY_SIDE: readonly HouseholdSide[] = ['bride', 'groom', 'both'];
/** A name is kept once per side: the bride's Sharma family and the groom's are two households. */
const storedKey = (name: string, side: HouseholdSide) => `${householdKey(name)}\u001f${side}`;
/** The sides whose households one of this side would be confused with: its own, and both sides'. */
const sidesSharing = (side: HouseholdSide): readonly HouseholdSide[] => (side === 'both' ? EVERY_SIDE : [side, 'both']);

const blankToNull = (value: string | null | undefined): string | null => {
  const text = value == null ? '' : storedText(value);
  return text === '' ? null : text;
};

export function createGuestList(
  db: Database,
  {
    linkBase = '',
    eventOrder = [],
    defaultCountry = 'IN',
    beforeMembersGo = () => undefined,
    now = Date.now,
  }: {
    linkBase?: string;
    eventOrder?: readonly string[];
    defaultCountry?: CountryCode;
    /** Told, inside the write, of the people about to leave the list: what goes with them is said in the log. */
    beforeMembersGo?: (memberIds: readonly number[], actor: Author) => void;
    /** The clock answers are stamped with. */
    now?: () => number;
  } = {},
) {
  const withoutWaitingForTheDisk = unsyncedWrites(db);
  const statements = prepareGuestListStatements(db);
  let { toResponse, assemble } = createHouseholdAssembler({ linkBase, eventOrder, defaultCountry });

  const load = (row: HouseholdRow | undefined): Household | null => {
    if (!row) return null;
    return assemble(
      row,
      statements.membersOf.all(row.id),
      statements.eventsOf.all(row.id).map((e) => e.event_id),
      toResponse(
        statements.responseOf.get(row.id),
        statements.peopleOf.all(row.id),
        statements.personEventsOf.all(row.id),
      ),
    );
  };

  const writeAudit = createAuditWriter(db);
  const audit = (actor: Author, household: { id: number | null; name: string }, action: string, detail?: unknown) =>
    writeAudit(actor, { householdId: household.id, name: household.name }, action, detail);

  /** Members as given: those with an id of this household are kept (renamed), the rest are new, the missing go. */
  const writeMembers = (householdId: number, members: HouseholdInput['members'], actor: Author) => {
    const existing = new Map(statements.membersOf.all(householdId).map((m) => [m.id, m]));
    const kept = new Set<number>();
    members.forEach((member, position) => {
      const name = storedText(member.name);
      const child = member.child ? 1 : 0;
      if (member.id !== undefined && existing.has(member.id)) {
        statements.updateMember.run(name, child, position, member.id, householdId);
        kept.add(member.id);
      } else {
        statements.insertMember.run(householdId, name, child, position);
      }
    });
    const leaving = [...existing.keys()].filter((id) => !kept.has(id));
    if (leaving.length > 0) beforeMembersGo(leaving, actor);
    for (const id of leaving) statements.deleteMember.run(id);
  };

  const writeEvents = (householdId: number, events: readonly string[]) => {
    statements.clearEvents.run(householdId);
    for (const eventId of new Set(events)) statements.insertEvent.run(householdId, eventId);
  };

  class DuplicateHousehold extends Error {
    override name = 'DuplicateHousehold';
  }

  /** Every household of this name, on any side: at most one of both sides, or one of each side. */
  const rowsNamed = (name: string) => EVERY_SIDE.flatMap((side) => statements.byKey.get(storedKey(name, side)) ?? []);
  /** Refuses a name that a household of this side, or of both, has already (another than `id`). */
  const refuseClash = (name: string, side: HouseholdSide, id?: number) => {
    const sharing = sidesSharing(side);
    if (rowsNamed(name).some((row) => row.id !== id && sharing.includes(row.side)))
      throw new DuplicateHousehold(`A household named "${name}" is on the list already`);
  };

  const create = db.transaction((input: HouseholdInput, actor: Author): Household => {
    const name = storedText(input.name);
    const side = input.side ?? 'both';
    refuseClash(name, side);
    const { lastInsertRowid } = statements.insertHousehold.run(
      name,
      storedKey(name, side),
      newToken(),
      input.plusOnes ?? 0,
      blankToNull(input.phone),
      blankToNull(input.email),
      input.language ?? 'en',
      blankToNull(input.notes),
      blankToNull(input.greeting?.en),
      blankToNull(input.greeting?.hi),
      side,
      JSON.stringify(input.groups?.map(storedText) ?? []),
      input.travelling ? 1 : 0,
    );
    const id = Number(lastInsertRowid);
    writeMembers(id, input.members, actor);
    writeEvents(id, input.events);
    const created = load(statements.household.get(id));
    if (!created) throw new Error(`the household just created (id ${id}) cannot be read back`);
    audit(actor, created, 'created', { members: created.members.map((m) => m.name), events: created.events });
    return created;
  });

  const update = db.transaction((id: number, patch: HouseholdPatch, actor: Author): Household | null => {
    const before = load(statements.household.get(id));
    if (!before) return null;
    const name = patch.name === undefined ? before.name : storedText(patch.name);
    const side = patch.side ?? before.side;
    refuseClash(name, side, id);
    statements.updateHousehold.run(
      name,
      storedKey(name, side),
      patch.plusOnes ?? before.plusOnes,
      patch.phone === undefined ? before.phone : blankToNull(patch.phone),
      patch.email === undefined ? before.email : blankToNull(patch.email),
      patch.language ?? before.language,
      patch.notes === undefined ? before.notes : blankToNull(patch.notes),
      patch.greeting?.en === undefined ? before.greeting.en : blankToNull(patch.greeting.en),
      patch.greeting?.hi === undefined ? before.greeting.hi : blankToNull(patch.greeting.hi),
      side,
      JSON.stringify(patch.groups?.map(storedText) ?? before.groups),
      (patch.travelling ?? before.travelling) ? 1 : 0,
      id,
    );
    if (patch.members) writeMembers(id, patch.members, actor);
    if (patch.events) writeEvents(id, patch.events);
    const after = load(statements.household.get(id));
    if (!after) throw new Error(`the household just updated (id ${id}) cannot be read back`);
    audit(actor, after, 'updated', { before: withoutSecrets(before), after: withoutSecrets(after) });
    return after;
  });

  const remove = db.transaction((id: number, actor: Author): Household | null => {
    const before = load(statements.household.get(id));
    if (!before) return null;
    // The household goes; what it answered stays readable in the audit log.
    beforeMembersGo(
      before.members.map((member) => member.id),
      actor,
    );
    audit(actor, before, 'deleted', withoutSecrets(before));
    statements.deleteHousehold.run(id);
    return before;
  });

  const newLink = db.transaction((id: number, author: Author = 'couple'): Household | null => {
    const before = statements.household.get(id);
    if (!before) return null;
    statements.setToken.run(newToken(), id);
    audit(author, before, 'new-link');
    return load(statements.household.get(id));
  });

  /**
   * The couple sent the invitation, a reminder, or where a travelling household stays, through one of their apps:
   * noted (the stay's message in the log alone: the invitation's status is not its business), and in the audit log.
   */
  const markSent = db.transaction(
    (id: number, kind: WalkKind, channel: SendChannel, author: Author = 'couple'): Household | null => {
      const before = statements.household.get(id);
      if (!before) return null;
      if (kind === 'stay') {
        audit(author, before, 'stay-sent', { channel });
        return load(before);
      }
      (kind === 'invite' ? statements.markInvited : statements.markReminded).run(channel, id);
      audit(author, before, kind === 'invite' ? 'sent' : 'reminded', { channel });
      return load(statements.household.get(id));
    },
  );

  /**
   * Replaces the household's answer with this one, in one transaction; the one it replaces goes to the audit log.
   * `before` is the household the answer was checked against, read in this same turn of the event loop (the routes
   * do not await between reading and saving, so nothing else can have changed it): it is not read again, and the
   * household as it now stands is made from it and what was written.
   */
  const saveResponse = db.transaction(
    (
      before: Household,
      people: readonly PersonToStore[],
      message: string | null,
      /** The family through its link, or a person in the admin recording an answer given by phone. */
      actor: 'guest' | 'couple' | ActingPerson,
    ): Household => {
      const { id } = before;
      // An answer covers the functions the household is invited to now. What a person said about any other (one the
      // household was un-invited from, or one taken out of the itinerary) is kept, so that it comes back with the
      // invitation, instead of being lost to an edit of the list.
      const earlier = (person: PersonToStore) =>
        before.response?.people.find((p) =>
          person.memberId !== null
            ? p.memberId === person.memberId
            : p.plusOne && householdKey(p.name) === householdKey(person.name),
        );
      const response: StoredResponse = {
        people: people.map((person) => ({
          memberId: person.memberId,
          name: storedText(person.name),
          child: person.child,
          plusOne: person.plusOne,
          events: { ...earlier(person)?.events, ...person.events },
          meal: person.meal,
          dietaryRestrictions: blankToNull(person.dietaryRestrictions),
        })),
        message: blankToNull(message),
        answeredAt: new Date(now()).toISOString(),
        answeredBy: actor === 'guest' ? 'guest' : 'couple',
        recordedBy: typeof actor === 'string' ? null : actor.name,
      };
      statements.deleteResponse.run(id);
      statements.insertResponse.run(
        id,
        response.message,
        response.answeredAt,
        response.answeredBy,
        response.recordedBy ?? null,
      );
      response.people.forEach((person, position) => {
        const { lastInsertRowid } = statements.insertPerson.run(
          id,
          person.memberId,
          person.name,
          person.child ? 1 : 0,
          person.plusOne ? 1 : 0,
          person.meal,
          person.dietaryRestrictions,
          position,
        );
        for (const [eventId, attending] of Object.entries(person.events))
          statements.insertPersonEvent.run(lastInsertRowid, eventId, attending ? 1 : 0);
      });
      const after: Household = {
        ...before,
        response,
        status: statusOf(before, response, before.events),
        lastAnswerAt: response.answeredAt,
      };
      audit(actor, after, before.response ? 'answer-changed' : 'answered', {
        before: before.response,
        after: after.response,
      });
      return after;
    },
  );

  return {
    DuplicateHousehold,
    /** Every household, assembled from six queries whatever the size of the list. */
    list(): Household[] {
      const members = groupBy(statements.members.all(), (m) => m.household_id);
      const events = groupBy(statements.events.all(), (e) => e.household_id);
      const responses = new Map(statements.responses.all().map((r) => [r.household_id, r]));
      const people = groupBy(statements.people.all(), (p) => p.household_id);
      const personEvents = groupBy(statements.personEvents.all(), (e) => e.person_id);
      return statements.households.all().map((row) => {
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
    count: (): number => statements.householdCount.get()?.n ?? 0,
    /** Each household's name and link, nothing else: what a printed card shows, read in milliseconds for 5,000. */
    /** Names and links alone, for the print sheet: the name as the household's guests are greeted, in their language. */
    cards: (): Array<Pick<Household, 'name' | 'token' | 'side'> & { language: Language }> =>
      statements.cards.all().map((row) => {
        const language = isLanguage(row.language) ? row.language : 'en';
        return {
          name: greetingIn({ name: row.name, greeting: { en: row.greeting_en, hi: row.greeting_hi } }, language),
          token: row.token,
          language,
          side: row.side,
        };
      }),
    get: (id: number) => load(statements.household.get(id)),
    byToken: (token: string) => load(statements.byToken.get(token)),
    /** The households of this name: one of both sides, or one on each side at most. */
    named: (name: string): Household[] => rowsNamed(name).flatMap((row) => load(row) ?? []),
    markOpened: (id: number) => withoutWaitingForTheDisk(() => statements.markOpened.run(id)),
    markDelivered: (id: number) => withoutWaitingForTheDisk(() => statements.markDelivered.run(id)),
    markSent,
    create,
    update,
    remove,
    newLink,
    saveResponse,
    /** The itinerary changed (the couple saved site.json): households list their events in its new order. */
    setItinerary(itinerary: { linkBase: string; eventOrder: readonly string[]; defaultCountry: CountryCode }) {
      ({ toResponse, assemble } = createHouseholdAssembler(itinerary));
    },
    /** Runs `work` in one transaction: the import writes hundreds of households, all or none. */
    inTransaction: <T>(work: () => T): T => db.transaction(work)(),
    /** Households deleted in the admin or by an import, by name: when, and of which side (from the log). */
    deletions(): Array<{ name: string; at: string; side: HouseholdSide }> {
      return statements.deletions.all().map((row) => {
        const detail = row.detail === null ? null : (JSON.parse(row.detail) as { side?: HouseholdSide });
        return { name: row.household_name, at: row.at, side: detail?.side ?? 'both' };
      });
    },
    /** This household's edits made in the admin (not by an import), newest first: when, by whom, and before/after. */
    editsInTheAdmin(id: number): Array<{ at: string; by: string | null; before: Household; after: Household }> {
      return statements.editsInTheAdmin.all(id).flatMap((row) => {
        const detail =
          row.detail === null ? null : (JSON.parse(row.detail) as { before?: Household; after?: Household });
        return detail?.before && detail.after
          ? [{ at: row.at, by: row.actor_name, before: detail.before, after: detail.after }]
          : [];
      });
    },
    audit(limit = 500): AuditEntry[] {
      return statements.audit.all(limit).map((row) => ({
        id: row.id,
        at: row.at,
        actor: row.actor,
        householdId: row.household_id,
        rsvpId: row.rsvp_id,
        householdName: row.household_name,
        by: row.actor_name,
        action: row.action,
        detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
      }));
    },
  };
}

/** The audit log keeps what a household was and answered, never its link, which would let a reader answer for it. */
function withoutSecrets(household: Household) {
  const { token: _token, link: _link, ...rest } = household;
  return rest;
}

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

export type GuestList = ReturnType<typeof createGuestList>;
