// A name in any of the scripts the wedding's families write (the Brahmic ones, Urdu's, Latin) as the keys of
// name-match.ts: the server sends each household's with the guest list and the door's roster, and the browser loads
// this file only when a letter of another script than Latin's is typed. The Brahmic scripts come to Latin letters
// through Sanscript (@indic-transliteration/sanscript, in IAST), Urdu through urdu-in-latin.ts.
import Sanscript from '@indic-transliteration/sanscript';
import { latinWordKeys, nameFinder, typedLatinKeys } from './name-match';
import { urduInLatin } from './urdu-in-latin';

/** Each Brahmic block of Unicode and Sanscript's name for its script: they share one layout, 128 code points each. */
const BRAHMIC_SCHEMES: Readonly<Record<number, string>> = {
  2304: 'devanagari',
  2432: 'bengali',
  2560: 'gurmukhi',
  2688: 'gujarati',
  2816: 'oriya',
  2944: 'tamil',
  3072: 'telugu',
  3200: 'kannada',
  3328: 'malayalam',
};
const blockOf = (letter: string) => ((letter.codePointAt(0) ?? 0) & ~0x7f) >>> 0;
const isArabic = (letter: string) => /\p{Script=Arabic}/u.test(letter);

/** The consonant of each of Malayalam's chillus, U+0D7A to U+0D7F. */
const CHILLU_CONSONANTS = 'ണനരലളക';

/**
 * Letters Sanscript does not read, as letters it does: the nukta (ਸ਼ is ਸ with a dot, and its sound is the plain
 * one's to a speller), Gurmukhi's doubling sign, Bengali's khanda ta, Malayalam's chillus (a consonant without its
 * vowel), and the joiners.
 */
function readable(word: string): string {
  return word
    .normalize('NFC')
    .replace(/[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0c3c\u0cbc\u0a71\u200c\u200d]/g, '')
    .replace(/\u09ce/g, 'ত্')
    .replace(/[\u0d7a-\u0d7f]/g, (chillu) => `${CHILLU_CONSONANTS.charAt((chillu.codePointAt(0) ?? 0) - 0x0d7a)}്`);
}

/** IAST's letters as a speller of names writes them; marks left on the rest are dropped by name-match.ts. */
function spelt(iast: string): string {
  return iast
    .replace(/jñ/g, 'gy')
    .replace(/[ṃṅñṇṉ]|m̐/g, 'n')
    .replace(/[śṣ]/g, 'sh')
    .replace(/ṛ|ṝ/g, 'ri')
    .replace(/c/g, 'ch')
    .replace(/ṟṟ/g, 'tr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Tamil's one letter for k, kh, g and gh (and so on), which Sanscript reads as the last of each row. */
const TAMIL_ROWS: Readonly<Record<string, string>> = { gh: 'K', jh: 'C', ḍh: 'T', dh: 'T', bh: 'P' };

/** What a script's own spelling hides that a speller hears: see the capitals in name-match.ts. */
const SCRIPT_SOUNDS: Readonly<Record<string, (latin: string) => string>> = {
  tamil: (latin) => latin.replace(/gh|jh|ḍh|dh|bh/g, (row) => TAMIL_ROWS[row] ?? row).replace(/ṉṟ/g, 'ndr'),
  // Bengali's ব is b and v, and its ভ is bh and v (সৌরভ, Sourav); a first য is j (যতীন, Jatin)
  bengali: (latin) => latin.replace(/bh|v/g, 'B').replace(/^y/, 'j'),
};

/** A word of one Brahmic script, and whether it ends in the "a" the script leaves unwritten. */
function brahmicInLatin(word: string, scheme: string): { latin: string; unwrittenA: boolean } {
  const last = (word.codePointAt(word.length - 1) ?? 0) & 0x7f;
  // the consonants' offsets in every Brahmic block (Devanagari's क to ह, and the nukta letters)
  const unwrittenA = (last >= 0x15 && last <= 0x39) || (last >= 0x58 && last <= 0x5f);
  const iast = Sanscript.t(word, scheme, 'iast');
  const heard = SCRIPT_SOUNDS[scheme]?.(iast) ?? iast;
  return { latin: spelt(heard), unwrittenA };
}

/** The keys of one word, in whatever script it is written. */
export function wordKeys(word: string): string[] {
  const letters = readable(word);
  const first = letters.charAt(0);
  if (isArabic(first)) return urduInLatin(letters).flatMap((latin) => latinWordKeys(latin));
  const scheme = BRAHMIC_SCHEMES[blockOf(first)];
  if (scheme === undefined) return typedLatinKeys(letters);
  const { latin, unwrittenA } = brahmicInLatin(letters, scheme);
  return latinWordKeys(latin, unwrittenA);
}

// Sanscript reads a word in some 40 µs: each word of a guest list's names (a family's name, its surname again and
// again) is read once, not at each request.
const known = new Map<string, readonly string[]>();

function keptWordKeys(word: string): readonly string[] {
  const kept = known.get(word);
  if (kept) return kept;
  const keys = wordKeys(word);
  if (known.size >= 20_000) known.clear();
  known.set(word, keys);
  return keys;
}

/** A name's key: every word's keys, spaces between (name-match.ts compares it with what is typed). */
export const nameKey = (name: string) => namesKey([name]);

/** The key of every name given, as one: a household's name and its members'. */
export function namesKey(names: readonly string[]): string {
  const words = names.flatMap((name) => name.split(/[\s,.;/()&+-]+/u)).filter(Boolean);
  return [...new Set(words.flatMap(keptWordKeys))].join(' ');
}

/** A finder of names for what was typed in any script (name-match.ts's nameFinder). */
export const finderInAnyScript = (typed: string) => nameFinder(typed, wordKeys);
