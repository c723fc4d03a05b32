import type { FastifyBaseLogger } from 'fastify';
import type { Household } from '../../../../shared/guests/schemas';
import { fill } from '../../../../shared/i18n/fill';
import { type GuestListRefusalWords, guestListRefusalWords } from '../../../../shared/i18n/guest-list-refusals';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { type Outcome, refuse } from '../../../../shared/outcome';
import type { RefusalCode } from '../../../../shared/refusal-codes';
import { weddingEvents } from '../../../../shared/site/events';
import { SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { heldInWords, type StayHeld } from '../../../../shared/stay/stay-held';
import type { Person } from '../../../admin/people';
import { householdKey } from '../../../guests/guest-list';
import { seesSide } from '../../access';
import { Refused } from '../../refused';
import { saidTo } from '../../said-to';
import type { FilledOptions } from './options';

/**
 * Who may see and file which household, the refusals when they may not, and a write behind the storage guard: built
 * once for all the guest-list routes, so that each resource's routes answer the same person the same way.
 */
export function guestListRules({ guestList, storage, site }: FilledOptions) {
  const said = (person: Person | null, error: RefusalCode, message: (words: GuestListRefusalWords) => string) =>
    saidTo(person, error, guestListRefusalWords, message);
  const sidesOf = (person: Person | null, words: GuestListRefusalWords) =>
    (person?.sides ?? []).map((side) => words.sides[side]).join(words.and);
  const listFull = (person: Person | null, adding: number): Refused =>
    said(person, 'guest-list-full', (words) =>
      fill(words.listFull, {
        max: GUEST_LIMITS.householdsMax.toLocaleString(SOURCE_LANGUAGE),
        count: guestList.count().toLocaleString(SOURCE_LANGUAGE),
        adding: adding.toLocaleString(SOURCE_LANGUAGE),
      }),
    );
  const notFound = (id: string): Refused =>
    Refused.because('not-found', `There is no household ${id}; it may have been deleted.`);

  /** The households this person may see: all for the couple, their side's (and both sides') for an organiser. */
  const visibleTo = (person: Person | null) => (household: Pick<Household, 'side'>) => seesSide(person, household.side);
  /** The household with this id, if this person may see it; one of the other side is as absent as a deleted one. */
  const findFor = (person: Person | null, id: string): Household | null => {
    const household = guestList.get(Number(id));
    return household && seesSide(person, household.side) ? household : null;
  };
  const sideRefused = (person: Person | null, side: Household['side']): Refused =>
    said(person, 'not-allowed', (words) =>
      fill(words.sideRefused, {
        mine: sidesOf(person, words),
        side: words.sides[side],
        whose: side === 'both' ? words.theCouple : words.itsOrganisers,
      }),
    );
  const renames = (household: Household, name: string | undefined) =>
    name !== undefined && householdKey(name) !== householdKey(household.name);
  const renameRefused = (person: Person | null, household: Household): Refused =>
    said(person, 'not-allowed', (words) => fill(words.renameRefused, { household: household.name }));
  /** A new household's side when the organiser adding it looks after one side only: theirs. */
  const defaultSide = (person: Person | null) =>
    person?.role === 'organiser' && person.sides.length === 1 ? person.sides[0] : undefined;

  /** People with a journey, a room or a pickup go off the list only when the caller says they know (?confirm=1). */
  const stayGoesToo = (held: readonly StayHeld[]): Refused =>
    Refused.because(
      'stay-goes-too',
      `Taking them off the list takes what was arranged for them too: ${heldInWords(held)}. ` +
        'Keep them, or say you know (?confirm=1).',
    );

  /** Two households of one name: the couple's to tell apart (a household is found by its name in an import). */
  const duplicate = (err: Error) =>
    refuse('household-exists', `${err.message}: give this household another name, or edit the one on the list.`);

  /** A write behind the storage guard; two households of one name are the couple's to sort out (409). */
  const write = <T>(log: FastifyBaseLogger, work: () => T): Outcome<T> => {
    try {
      return storage.write(work);
    } catch (err) {
      if (err instanceof guestList.DuplicateHousehold) return duplicate(err);
      log.error({ err }, 'a guest-list write failed');
      throw err;
    }
  };

  /** Event ids a household may be invited to: those in site.json (the admin's own form offers only those). */
  const unknownEvent = (events: readonly string[] | undefined) => {
    const eventIds = new Set(weddingEvents(site()).map((event) => event.id));
    return events?.find((id) => !eventIds.has(id));
  };

  return {
    said,
    sidesOf,
    listFull,
    notFound,
    visibleTo,
    findFor,
    sideRefused,
    renames,
    renameRefused,
    defaultSide,
    stayGoesToo,
    duplicate,
    write,
    unknownEvent,
  };
}

/** What each resource's routes are registered with: the options, their defaults filled in, and the rules above. */
export type GuestListRoutesOptions = FilledOptions & ReturnType<typeof guestListRules>;
