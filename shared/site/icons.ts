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
  // The site's own (web/ui/occasion-icons.tsx).
  'diya',
  'horse',
  'mehendi',
  'haldi',
  'dhol',
  'mandap',
  'rings',
] as const;
