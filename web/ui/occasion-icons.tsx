// The site's own icons for Indian functions, drawn in the line style of the other icons (24 × 24, round strokes in
// the text's colour): lucide has no lamp, horse or mandap, and a wine glass is no icon for a Jain family's sagan.
import lineIcon, { type LineIconProps } from './line-icon';

export type GlyphProps = LineIconProps;

/** One of the drawings below, drawn as every other icon is; decorative (Icon hides it from screen readers). */
const glyph = (name: string, shapes: readonly string[]) =>
  lineIcon({ name, node: shapes.map((d) => ['path', { d, key: d }] as const) });

/** A clay lamp: the bowl, its lip, and the flame. */
const DIYA_SHAPES = [
  'M3 13h18c0 3.9-4 6.5-9 6.5S3 16.9 3 13Z',
  'M12 3.5c2 2.3 2.4 4.2 0 6.5-2.4-2.3-2-4.2 0-6.5Z',
  'M9 22h6',
];
export const Diya = glyph('diya', DIYA_SHAPES);
/** A horse's head and neck, for the baaraat. */
const HORSE_SHAPES = [
  'M8 21c-.5-3.5.5-6 2.5-8L7 12.5 6 10l4-4.5L13.5 3l1 2 4 4.5-1.2 2.3-3-1.3-.8 2.5c1.8 2 2.8 4.8 2.5 8',
  'M13.5 7.5h.01',
];
export const Horse = glyph('horse', HORSE_SHAPES);
/** A hand with mehendi: an open palm, a flower at its centre. */
const MEHENDIHAND_SHAPES = [
  'M8 21v-5L5.3 12.8a1.5 1.5 0 0 1 2.2-2L9 12.3V5.5a1.5 1.5 0 0 1 3 0V11V4.5a1.5 1.5 0 0 1 3 0V11V6a1.5 1.5 0 0 1 3 0v8.5c0 3.6-2.4 6.5-6 6.5Z',
  'M13.5 15.5a1.5 1.5 0 1 0 0 .01',
];
export const MehendiHand = glyph('mehendihand', MEHENDIHAND_SHAPES);
/** A bowl of turmeric with a leaf, for the haldi. */
const HALDIBOWL_SHAPES = [
  'M3 12h18c0 4.1-4 7-9 7s-9-2.9-9-7Z',
  'M7 12c1.2-2.6 8.8-2.6 10 0',
  'M15 8c0-2.5 1.8-4.5 5-4.5 0 2.9-2 4.5-5 4.5Z',
  'M9 21h6',
];
export const HaldiBowl = glyph('haldibowl', HALDIBOWL_SHAPES);
/** A dhol and its sticks, for the sangeet. */
const DHOL_SHAPES = [
  'M5 8c0-1.7 3.1-3 7-3s7 1.3 7 3v8c0 1.7-3.1 3-7 3s-7-1.3-7-3Z',
  'M5 8c0 1.7 3.1 3 7 3s7-1.3 7-3',
  'M9 10.7 8 18.6',
  'M15 10.7l1 7.9',
  'M2.5 3 7 6',
  'M21.5 3 17 6',
];
export const Dhol = glyph('dhol', DHOL_SHAPES);
/** A mandap: a canopy on four posts, the fire at its centre. */
const MANDAP_SHAPES = [
  'M3 9.5 12 4l9 5.5Z',
  'M5 9.5V21',
  'M19 9.5V21',
  'M3 21h18',
  'M12 14.5c1.4 1.6 1.6 2.8 0 4.5-1.6-1.7-1.4-2.9 0-4.5Z',
];
export const Mandap = glyph('mandap', MANDAP_SHAPES);
/** Two rings, one set with a stone, for the engagement and the sagan. */
const RINGS_SHAPES = [
  'M9 20a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  'M15 20a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  'M13 6.5 15 4l2 2.5L15 9Z',
];
export const Rings = glyph('rings', RINGS_SHAPES);
