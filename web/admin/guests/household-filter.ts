import type { Household, HouseholdStatus } from '../../../shared/guests/schemas';
import type { NameFinder } from '../name-finder';

export interface HouseholdView {
  q: string;
  /** A status, or one of the groups the couple works through: all without an answer, or the phones to fix. */
  status: 'all' | HouseholdStatus | 'unanswered' | 'phone-to-fix';
  eventId: string;
  /** A side's households (with those of both sides), or '' for all. */
  side: '' | 'bride' | 'groom';
  /** One of the groups households are filed under, or '' for all. */
  group: string;
  sort: 'name' | 'last-answer' | 'status';
}

const STATUS_ORDER: readonly HouseholdStatus[] = [
  'not-sent',
  'sent',
  'delivered',
  'opened',
  'partly',
  'coming',
  'declined',
];

export const UNANSWERED: readonly HouseholdStatus[] = ['not-sent', 'sent', 'delivered', 'opened'];

/** A phone was given, and it cannot be a real number: sending to it would reach nobody, or a stranger. */
export const phoneToFix = (household: Household): boolean =>
  household.phone !== null && household.phoneInternational === null;

function hasStatus(household: Household, status: HouseholdView['status']): boolean {
  if (status === 'all') return true;
  if (status === 'unanswered') return UNANSWERED.includes(household.status);
  if (status === 'phone-to-fix') return phoneToFix(household);
  return household.status === status;
}

/** Every group the households are filed under, in order. */
export const groupsOf = (households: readonly Household[]): string[] =>
  [...new Set(households.flatMap((household) => household.groups))].sort((a, b) => a.localeCompare(b));

/**
 * Searched in every name (household and members), phone and e-mail, as written or, with `finds`, by the names' sounds
 * in any script (the server's `nameKey`, web/admin/name-finder.ts); filtered by status and function; sorted.
 */
export function filterHouseholds(
  households: readonly (Household & { nameKey?: string })[],
  view: HouseholdView,
  finds?: NameFinder,
): Household[] {
  const words = view.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (household: Household & { nameKey?: string }) => {
    const text = [household.name, ...household.members.map((m) => m.name), household.phone ?? '', household.email ?? '']
      .join(' ')
      .toLowerCase();
    return finds ? finds(text, household.nameKey ?? '') : words.every((word) => text.includes(word));
  };
  const found = households.filter(
    (h) =>
      hasStatus(h, view.status) &&
      (view.eventId === '' || h.events.includes(view.eventId)) &&
      (view.side === '' || h.side === view.side || h.side === 'both') &&
      (view.group === '' || h.groups.includes(view.group)) &&
      matches(h),
  );
  const byName = (a: Household, b: Household) => a.name.localeCompare(b.name);
  switch (view.sort) {
    case 'last-answer':
      return found.sort((a, b) => (b.lastAnswerAt ?? '').localeCompare(a.lastAnswerAt ?? '') || byName(a, b));
    case 'status':
      return found.sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || byName(a, b));
    default:
      return found.sort(byName);
  }
}
