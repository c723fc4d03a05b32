// One station however it is written: "Jaipur Junction", "jaipur jn" and "जयपुर जंक्शन" are one
// place on the travel board; "Jaipur Airport" is another. The name's sound (shared/text/sound-key.ts), and the kind its
// words say.
import { PLACE_KIND_WORDS, type PlaceKind } from '../../shared/i18n/place-kind-words';
import { soundKey } from '../../shared/text/sound-key';

const KIND_OF_WORD = new Map<string, PlaceKind>(
  Object.values(PLACE_KIND_WORDS).flatMap((kinds) =>
    Object.entries(kinds).flatMap(([kind, words]) => words.map((word) => [word, kind as PlaceKind] as const)),
  ),
);

export function placeKey(place: string): string {
  const words = place
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const kinds = new Set(words.flatMap((word) => KIND_OF_WORD.get(word) ?? []));
  const named = words.filter((word) => !KIND_OF_WORD.has(word));
  // Numbers tell terminals and platforms apart: "T1" and "T3" are two places.
  const name = `${soundKey(named.filter((word) => !/\p{N}/u.test(word)).join(''))}${named
    .filter((word) => /\p{N}/u.test(word))
    .map((word) => `#${word}`)
    .join('')}`;
  // A place named by its kind alone ("Airport") keeps its words, so that it is not every other place of that kind.
  return `${name || words.join(' ')}|${[...kinds].sort().join(',')}`;
}
