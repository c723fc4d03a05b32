/** The icons the page can draw beside an event or a venue (the spec's venue-and-celebration set). */
export const ICON_NAMES = [
  'bed',
  'hotel',
  'castle',
  'landmark',
  'wine',
  'party-popper',
  'sunrise',
  'heart',
  'paintbrush',
] as const;
