import { type ContentWords, counted } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import type { SiteEvent } from '../draft';

/**
 * What saving a change of privacy does, said before it is saved: a function made private leaves the open page and
 * the open form, and stays on the pages of the households invited to it; one made public is shown to anyone.
 */
export function privacyNote(
  event: SiteEvent,
  saved: SiteEvent | undefined,
  households: number,
  words: ContentWords,
): string | null {
  const now = event.private === true;
  if (!saved || (saved.private === true) === now) return null;
  return fill(now ? words.nowPrivate : words.nowPublic, { households: counted(words.households, households) });
}
