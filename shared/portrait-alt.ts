import { fill } from './i18n/fill';
import type { Texts } from './i18n/guest-texts';
import type { Site } from './site/schema';

/**
 * The portrait's description when site.json gives none: the drawn one is an illustration, a couple's own is a photo.
 */
export function portraitAlt(
  site: Site,
  ownPortrait: boolean,
  texts: Pick<Texts, 'and' | 'portraitOwn' | 'portraitDrawn'>,
): string {
  if (site.portraitAlt) return site.portraitAlt;
  const couple = `${site.couple.first} ${texts.and} ${site.couple.second}`;
  return fill(ownPortrait ? texts.portraitOwn : texts.portraitDrawn, { couple });
}
