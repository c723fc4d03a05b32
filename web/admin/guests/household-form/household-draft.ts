import type { Household, HouseholdInput } from '../../../../shared/guests/schemas';
import type { WeddingEvent } from '../../../../shared/site/events';
import type { Contact } from './ContactFields';
import type { Details } from './DetailsRow';
import type { Greeting } from './GreetingFields';
import type { MemberDraft } from './MembersFields';

/** The household form's fields as typed, before they are read into what is saved. */
export interface HouseholdDraft {
  name: string;
  members: MemberDraft[];
  invited: ReadonlySet<string>;
  details: Details;
  greeting: Greeting;
  contact: Contact;
}

/** A household's fields as they stand; a new one's are blank, one person to name, invited to the public functions. */
export function draftOf(household: Household | undefined, events: readonly WeddingEvent[]): HouseholdDraft {
  return {
    name: household?.name ?? '',
    members: household?.members.map((m) => ({ ...m })) ?? [{ name: '', child: false }],
    invited: new Set(household?.events ?? events.filter((e) => !e.private).map((e) => e.id)),
    details: {
      plusOnes: household?.plusOnes ?? 0,
      language: household?.language ?? '',
      side: household?.side ?? '',
      groups: (household?.groups ?? []).join(', '),
    },
    greeting: { ...household?.greeting },
    contact: { phone: household?.phone ?? '', email: household?.email ?? '', notes: household?.notes ?? '' },
  };
}

/** What is saved: the words trimmed, a blank one as none, the people without a name left out, the groups each once. */
export function householdInput(
  { name, members, invited, details, greeting, contact }: HouseholdDraft,
  events: readonly WeddingEvent[],
  household: Household | undefined,
): HouseholdInput {
  const { plusOnes, language, side, groups } = details;
  return {
    name: name.trim(),
    members: members
      .filter((m) => m.name.trim() !== '')
      .map((m) => ({ ...(m.id !== undefined && { id: m.id }), name: m.name.trim(), child: m.child })),
    events: events.filter((e) => invited.has(e.id)).map((e) => e.id),
    plusOnes,
    phone: contact.phone.trim() || null,
    email: contact.email.trim() || null,
    ...(language && { language }),
    notes: contact.notes.trim() || null,
    // Each language's greeting as typed; one emptied is sent as null, which takes it away.
    greeting: Object.fromEntries(Object.entries(greeting).map(([code, typed]) => [code, typed?.trim() || null])),
    // A side is sent only when chosen or changed: an organiser saving a household of both sides leaves it so.
    ...(side !== '' && side !== household?.side && { side }),
    groups: [
      ...new Set(
        groups
          .split(/[,;]/)
          .map((group) => group.trim())
          .filter((group) => group !== ''),
      ),
    ],
  };
}
