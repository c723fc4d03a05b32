import type { Household, HouseholdStatus } from '../../../src/guests/schemas';

export interface HouseholdView {
  q: string;
  status: 'all' | HouseholdStatus;
  eventId: string;
  sort: 'name' | 'last-answer' | 'status';
}

export const STATUS_LABELS: Readonly<Record<HouseholdStatus, string>> = {
  'not-opened': 'Not opened',
  opened: 'Opened, no answer',
  coming: 'Coming',
  partly: 'Partly coming',
  declined: 'Declined',
};

const STATUS_ORDER: readonly HouseholdStatus[] = ['not-opened', 'opened', 'partly', 'coming', 'declined'];

/** Searched in every name (household and members), phone and e-mail; filtered by status and function; sorted. */
export function filterHouseholds(households: readonly Household[], view: HouseholdView): Household[] {
  const words = view.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (household: Household) => {
    const text = [household.name, ...household.members.map((m) => m.name), household.phone ?? '', household.email ?? ''].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const found = households.filter(
    (h) => (view.status === 'all' || h.status === view.status) && (view.eventId === '' || h.events.includes(view.eventId)) && matches(h),
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
