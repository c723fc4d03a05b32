// A wedding with a guest list's needs: every event with an id, one private (the Sagan), meals, a contact.

import type { Site } from '../../shared/site/schema';
import { DEFAULT_SITE } from '../../src/site/defaults';

export const PRIVATE_EVENT_TITLE = 'Sagan & Cocktail Party';
export const MEALS = ['Vegetarian', 'Jain', 'Non-vegetarian'];

export function guestListSite(rsvp: Site['rsvp'] = {}): Site {
  return {
    ...DEFAULT_SITE,
    days: DEFAULT_SITE.days.map((day) => ({
      ...day,
      events: day.events.map((event) =>
        event.title === PRIVATE_EVENT_TITLE ? { ...event, id: 'sagan', private: true } : event,
      ),
    })),
    rsvp: { meals: MEALS, contact: 'Priya on +91 98765 43210', closesAt: '2099-05-15T23:59:59+05:30', ...rsvp },
  };
}
