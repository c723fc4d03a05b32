// The steps of setting up a wedding, in the order the first-run checklist shows them, and the room each is done in.

export const FIRST_RUN_STEPS = ['couple', 'days', 'venues', 'look', 'address', 'guests', 'helpers', 'test'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

export const FIRST_RUN_ROOMS: Readonly<Record<FirstRunStep, string>> = {
  couple: '/content',
  days: '/content',
  venues: '/content',
  look: '/content',
  address: '/settings',
  guests: '/guests',
  helpers: '/settings',
  test: '/sending',
};
