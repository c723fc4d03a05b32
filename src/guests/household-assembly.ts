// A household as the site hands it out, assembled from its rows: its members, events and answer, its link, its phone
// in the form chat apps need, and how far the invitation has come.
import type { CountryCode } from 'libphonenumber-js/max';
import type { AnsweredPerson, Household, HouseholdStatus, Member, StoredResponse } from '../../shared/guests/schemas';
import { isLanguage, SOURCE_LANGUAGE } from '../../shared/site/languages';
import { createPhoneReader } from '../reach/phone';
import { localTextOf } from '../storage/local-text-column';
import type { HouseholdRow, MemberRow, PersonEventRow, PersonRow, ResponseRow } from './guest-list-rows';

/**
 * The furthest the invitation has come: an answer's kind, else opened, delivered (a chat app drew its preview), sent.
 */
export function statusOf(
  progress: Pick<Household, 'openedAt' | 'deliveredAt' | 'sentAt'>,
  response: StoredResponse | null,
  invited: readonly string[],
): HouseholdStatus {
  if (!response)
    return progress.openedAt ? 'opened' : progress.deliveredAt ? 'delivered' : progress.sentAt ? 'sent' : 'not-sent';
  const answers = response.people.flatMap((person) =>
    invited.map((eventId) => person.events[eventId]).filter((a) => a !== undefined),
  );
  if (answers.length > 0 && answers.every(Boolean)) return 'coming';
  if (answers.every((a) => !a)) return 'declined';
  return 'partly';
}

/** `eventOrder`: the itinerary's event ids, in order; a household's events are listed in it (others after, by id). */
export function createHouseholdAssembler({
  linkBase,
  eventOrder,
  defaultCountry,
}: {
  linkBase: string;
  eventOrder: readonly string[];
  defaultCountry: CountryCode;
}) {
  const readPhone = createPhoneReader(defaultCountry);
  const position = new Map(eventOrder.map((id, index) => [id, index]));
  const inItineraryOrder = (ids: string[]) =>
    ids.sort(
      (a, b) =>
        (position.get(a) ?? Number.MAX_SAFE_INTEGER) - (position.get(b) ?? Number.MAX_SAFE_INTEGER) ||
        a.localeCompare(b),
    );
  const toResponse = (
    row: ResponseRow | undefined,
    people: PersonRow[],
    personEvents: PersonEventRow[],
  ): StoredResponse | null => {
    if (!row) return null;
    const eventsByPerson = new Map<number, Record<string, boolean>>();
    for (const e of personEvents) {
      const events = eventsByPerson.get(e.person_id) ?? {};
      events[e.event_id] = e.attending === 1;
      eventsByPerson.set(e.person_id, events);
    }
    return {
      people: people.map(
        (p): AnsweredPerson => ({
          memberId: p.member_id,
          name: p.name,
          child: p.child === 1,
          plusOne: p.plus_one === 1,
          events: eventsByPerson.get(p.id) ?? {},
          meal: p.meal,
          dietaryRestrictions: p.dietary,
        }),
      ),
      message: row.message,
      answeredAt: row.answered_at,
      answeredBy: row.answered_by,
      recordedBy: row.recorded_by,
    };
  };

  const assemble = (
    row: HouseholdRow,
    members: MemberRow[],
    events: string[],
    response: StoredResponse | null,
  ): Household => ({
    id: row.id,
    name: row.name,
    token: row.token,
    link: `${linkBase}/i/${row.token}`,
    members: members.map((m): Member => ({ id: m.id, name: m.name, child: m.child === 1 })),
    events: inItineraryOrder([...events]),
    plusOnes: row.plus_ones,
    phone: row.phone,
    phoneInternational: row.phone ? readPhone(row.phone) : null,
    email: row.email,
    // A household from before languages were asked for reads the source language.
    language: isLanguage(row.language) ? row.language : SOURCE_LANGUAGE,
    notes: row.notes,
    greeting: localTextOf(row.greetings),
    side: row.side,
    travelling: row.travelling === 1,
    groups: JSON.parse(row.groups) as string[],
    status: statusOf({ openedAt: row.opened_at, deliveredAt: row.delivered_at, sentAt: row.sent_at }, response, events),
    sentAt: row.sent_at,
    sentBy: row.sent_by,
    remindedAt: row.reminded_at,
    deliveredAt: row.delivered_at,
    openedAt: row.opened_at,
    lastAnswerAt: response?.answeredAt ?? null,
    createdAt: row.created_at,
    response,
  });

  return { toResponse, assemble };
}
