import type { Author, ImportPlan } from '../../shared/guests/admin-shapes';
import type { Household, HouseholdInput } from '../../shared/guests/schemas';
import { type ImportWords, importWords } from '../../shared/i18n/import-words';
import type { WeddingEvent } from '../../shared/site/events';
import { type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { StayHeld } from '../../shared/stay/stay-held';
import { nextTurn } from '../give-way';
import { type GuestList, householdKey } from './guest-list';
import type { SheetHousehold } from './import';
import { changesTo } from './import-changes';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** A number in the English sentences below, as English writes it (5,000). */
const count = (n: number) => n.toLocaleString(SOURCE_LANGUAGE);
const ENGLISH = importWords(SOURCE_LANGUAGE);

/** Who a sheet's household is on the list, as the person importing may see it. */
export type Match =
  | { kind: 'existing'; household: Household }
  /** Not on the list: added, unless it has the phone or e-mail of one that is (sameAs), which waits for the couple. */
  | { kind: 'new'; sameAs?: { household: Household; because: 'phone' | 'email' }; deletedAt?: string }
  /** The name of two households (one on each side), and no Side or Link to tell which: a problem in the sheet. */
  | { kind: 'ambiguous' };

const phoneKey = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : digits;
};
const emailKey = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * Finds each sheet household on the list as this person sees it: by its link first (a family renamed in the sheet
 * is still that family), then by name among the households they may see (the other side's are not there for an
 * organiser: a name of theirs is a new name). A new name with a known phone or e-mail is asked about, not added.
 */
export function createHouseholdMatcher(
  guestList: GuestList,
  { sees, asNew = new Set() }: { sees: (household: Household) => boolean; asNew?: ReadonlySet<string> },
) {
  const visible = guestList.list().filter(sees);
  const byPhone = new Map(visible.filter((h) => phoneKey(h.phone) !== '').map((h) => [phoneKey(h.phone), h]));
  const byEmail = new Map(visible.filter((h) => emailKey(h.email) !== '').map((h) => [emailKey(h.email), h]));
  const deleted = new Map(
    guestList
      .deletions()
      .filter((gone) => sees({ side: gone.side } as Household))
      .map((gone) => [householdKey(gone.name), gone.at]),
  );
  return (wanted: SheetHousehold): Match => {
    const linked = wanted.token ? guestList.byToken(wanted.token) : null;
    if (linked && sees(linked)) return { kind: 'existing', household: linked };
    // No link, or one that opens nothing this person may see (a new link made since the sheet, a household deleted, or
    // one of the other side's, which is told apart from those by nothing here): found by its name, as without one.
    const named = guestList.named(wanted.name).filter(sees);
    const chosen = named.length > 1 ? named.filter((h) => h.side === wanted.side) : named;
    if (chosen.length > 1 || (named.length > 1 && chosen.length === 0)) return { kind: 'ambiguous' };
    if (chosen[0]) return { kind: 'existing', household: chosen[0] };
    const deletedAt = deleted.get(householdKey(wanted.name));
    const known = asNew.has(householdKey(wanted.name))
      ? undefined
      : (phoneKey(wanted.phone) && byPhone.get(phoneKey(wanted.phone))) ||
        (emailKey(wanted.email) && byEmail.get(emailKey(wanted.email))) ||
        undefined;
    const because = known && phoneKey(wanted.phone) && byPhone.get(phoneKey(wanted.phone)) ? 'phone' : 'email';
    return {
      kind: 'new',
      ...(known && { sameAs: { household: known, because } }),
      ...(deletedAt && { deletedAt }),
    };
  };
}

/** An import stopped part of the way (the disk filled, the database went away): what it had done, and why. */
export class ImportInterrupted extends Error {
  constructor(
    readonly done: ImportPlan,
    readonly total: number,
    override readonly cause: unknown,
  ) {
    super(`the import stopped after ${done.created + done.updated + done.unchanged} of ${total} households`, { cause });
  }
}

/** What the couple reads when the disk stopped an import part of the way: how far it came, and what to do. */
export function interruptedInWords({ done, total }: ImportInterrupted): string {
  const written = done.created + done.updated + done.unchanged;
  const why = 'the server cannot write to its disk just now (it may be full); its log says why.';
  if (written === 0) return `Nothing was imported: ${why} Once that is fixed, import the sheet again.`;
  return (
    `The import stopped part of the way: ${why} ` +
    `The first ${count(written)} of ${plural(total, 'household', 'households')} in the sheet are in ` +
    `(${count(done.created)} added, ${count(done.updated)} changed); the rest are not. ` +
    'Once that is fixed, import the same sheet again: ' +
    'it adds the rest and leaves the ones already in as they are.'
  );
}

// Each slice of an import is one transaction of about this long. A guest's request waits at most for one; longer
// slices commit (and flush the disk) less often, but Node takes in about one new connection per turn of its loop:
// at 15 ms a slice, guests arriving every 10 ms queued up for half a second.
const IMPORT_SLICE_MS = 4;

interface ImportOptions {
  dryRun: boolean;
  /** Whether the person importing may see this household (an organiser: their side's and both sides'). */
  sees?: (household: Household) => boolean;
  /** New households, by name key, the couple has said are not the family whose phone or e-mail they share. */
  asNew?: ReadonlySet<string>;
  sliceMs?: number;
  /** Who imports the sheet, named in the log beside "import". */
  by?: string;
  /** What people hold of the stay, said in the plan for each one the sheet takes off the list. */
  stayHeldBy?: (memberIds: readonly number[]) => StayHeld[];
  /** The words the plan is in: the importing person's. */
  words?: ImportWords;
  /** The importing person's language, which those words are in (a language is named as they know it). */
  reader?: Language;
}

/**
 * Imports the households, or with `dryRun` only says what it would do. Written a slice at a time, each its own
 * transaction, with the event loop given back between: 5,000 households in one transaction held every guest for
 * over a second. Each household is planned inside the slice that writes it, so an edit made meanwhile is seen,
 * never overwritten by a plan made before it. A slice that fails changes nothing; the slices before it stay, and
 * the error says how far it came: importing the same sheet again adds the rest and changes nothing else.
 */
export async function importHouseholds(
  guestList: GuestList,
  households: readonly SheetHousehold[],
  events: readonly WeddingEvent[],
  options: ImportOptions,
): Promise<ImportPlan> {
  const { sliceMs = IMPORT_SLICE_MS } = options;
  const plan: ImportPlan = { created: 0, updated: 0, unchanged: 0, changes: [], adding: [], returning: [], sameAs: [] };
  const importOne = createHouseholdImport(guestList, events, plan, options);
  const lengths = () => ({
    changes: plan.changes.length,
    adding: plan.adding.length,
    returning: plan.returning.length,
    sameAs: plan.sameAs.length,
  });

  let next = 0;
  while (next < households.length) {
    const sliceStarted = performance.now();
    const before = { created: plan.created, updated: plan.updated, unchanged: plan.unchanged, ...lengths() };
    try {
      guestList.inTransaction(() => {
        do importOne(households[next++] as SheetHousehold);
        while (next < households.length && performance.now() - sliceStarted < sliceMs);
      });
    } catch (err) {
      // The slice was rolled back: count only what the slices before it wrote.
      plan.changes.length = before.changes;
      plan.adding.length = before.adding;
      plan.returning.length = before.returning;
      plan.sameAs.length = before.sameAs;
      throw new ImportInterrupted(
        { ...plan, created: before.created, updated: before.updated, unchanged: before.unchanged },
        households.length,
        err,
      );
    }
    if (next < households.length) await nextTurn();
  }
  return plan;
}

/** Plans one of the sheet's households into the plan and, unless it is a dry run, writes it. */
function createHouseholdImport(
  guestList: GuestList,
  events: readonly WeddingEvent[],
  plan: ImportPlan,
  { dryRun, by, stayHeldBy = () => [], words = ENGLISH, reader, sees = () => true, asNew = new Set() }: ImportOptions,
) {
  const author: Author = by ? { name: by, actor: 'import' } : 'import';
  const titles = new Map(events.map((event) => [event.id, event.title]));
  const matchOf = createHouseholdMatcher(guestList, { sees, asNew });
  const add = (wanted: SheetHousehold, match: Extract<Match, { kind: 'new' }>) => {
    if (match.sameAs) {
      plan.sameAs.push({
        household: wanted.name,
        existing: match.sameAs.household.name,
        because: match.sameAs.because === 'phone' ? words.samePhone : words.sameEmail,
      });
      return;
    }
    plan.adding.push(wanted.name);
    if (match.deletedAt) plan.returning.push({ household: wanted.name, deletedAt: match.deletedAt });
    if (!dryRun) guestList.create(newHousehold(wanted), author);
    plan.created += 1;
  };
  const change = (wanted: SheetHousehold, existing: Household) => {
    let edits: ReturnType<GuestList['editsInTheAdmin']> | undefined;
    const editsOf = () => {
      edits ??= guestList.editsInTheAdmin(existing.id);
      return edits;
    };
    const changed = changesTo(existing, wanted, titles, stayHeldBy, words, editsOf, reader);
    if (!changed) {
      plan.unchanged += 1;
      return;
    }
    if (!dryRun) guestList.update(existing.id, changed.patch, author);
    plan.updated += 1;
    plan.changes.push({ household: existing.name, changes: changed.words });
  };
  return (wanted: SheetHousehold) => {
    const match = matchOf(wanted);
    // A problem of the sheet's row (the route says which): previewed as nothing, never imported.
    if (match.kind === 'ambiguous') {
      if (dryRun) return;
      throw new Error(`"${wanted.name}" names two households`);
    }
    if (match.kind === 'new') add(wanted, match);
    else change(wanted, match.household);
  };
}

/** A household new to the list as the sheet gives it: what the sheet has no column for is the list's default. */
const newHousehold = (wanted: SheetHousehold): HouseholdInput => ({
  name: wanted.name,
  members: wanted.members.map((member) => ({ name: member.name, child: member.child === true })),
  events: wanted.events ?? [],
  plusOnes: wanted.plusOnes ?? 0,
  ...(wanted.phone && { phone: wanted.phone }),
  ...(wanted.email && { email: wanted.email }),
  ...(wanted.language && { language: wanted.language }),
  ...(wanted.side && { side: wanted.side }),
  ...(wanted.travelling && { travelling: true }),
  ...(wanted.groups && { groups: wanted.groups }),
  ...(wanted.notes && { notes: wanted.notes }),
  ...(wanted.greetings && { greeting: wanted.greetings }),
});
