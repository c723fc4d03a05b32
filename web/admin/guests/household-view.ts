import type { InvitationView } from '../../../shared/guests/invitation-view';
import type { Household } from '../../../shared/guests/schemas';
import type { WeddingEvent } from '../../../shared/site/events';
import type { MealChoice } from '../../../shared/site/meals';

/** A household as its own page would see it, for the couple to record an answer in the same form. */
export function householdView(
  household: Household,
  events: readonly WeddingEvent[],
  meals: readonly MealChoice[],
): InvitationView {
  return {
    household: {
      name: household.name,
      members: household.members,
      plusOnes: household.plusOnes,
      language: household.language,
    },
    events: events
      .filter((event) => household.events.includes(event.id))
      .map(({ venue: _venue, ...event }) => ({ ...event, venue: null })),
    meals: [...meals],
    response: household.response,
    closesAt: null,
    closed: false,
    contact: null,
  };
}
