import type { Site } from '../../src/site/schema';

/** The portrait's description when site.json gives none: the drawn one is an illustration, a couple's own is a photo. */
export function portraitAlt(site: Site, ownPortrait: boolean): string {
  if (site.portraitAlt) return site.portraitAlt;
  const couple = `${site.couple.first} and ${site.couple.second}`;
  return ownPortrait ? `A portrait of ${couple}` : `An illustrated portrait of ${couple} in wedding attire`;
}
