// A name found however it is spelt: "Kamla", "Kamala", "Kamlaa" and "कमला" meet, as "Lakshmi",
// "Laxmi" and "லட்சுமி" do. Each word of a name is folded to a key of its sounds in Latin letters:
// the first letter, then the consonants, then the vowel it ends in. The vowels inside a word are left out, since
// scripts and spellers disagree on them most (the "a" Hindi leaves unsaid, the long vowels, the "u" Tamil puts
// between two consonants, the short vowels Urdu does not write); the vowel a name ends in is kept, since it tells
// Kamla (कमला) from Kamal (कमल).
// This file folds what is written in Latin letters and compares keys: it is small enough for the browser, which folds
// what is typed. name-key.ts brings the other scripts to Latin letters first.

/**
 * Capitals stand for a sound the source's script does not tell apart: Tamil writes k and g with one letter (K), and
 * s, ch and j (C), t and d (T), p and b (P); Bengali b, bh and v (B); Urdu leaves a word's first vowel unwritten (*)
 * and writes an h that is a sound of its own (H), where after a consonant a Latin "h" would only mark an aspirate.
 */
const SOUNDS_OF: Readonly<Record<string, string>> = {
  K: 'kg',
  C: 'csj',
  T: 'td',
  P: 'pb',
  B: 'bv',
  H: 'h',
  '*': 'aiu',
};
const sameSound = (a: string, b: string) =>
  a === b || [...(SOUNDS_OF[a] ?? a)].some((s) => (SOUNDS_OF[b] ?? b).includes(s));
const VOWEL = /[aeiou]/;
/** A word's first vowel as the scripts' readers spell it: "Eshwar" is "Ishwar", "Om" is "Um". */
const FIRST_VOWEL: Readonly<Record<string, string>> = { a: 'a', e: 'i', i: 'i', o: 'u', u: 'u' };

/** The key of a word written in Latin letters, in lower case (capitals are the sounds above). */
function keyOf(word: string): string {
  const folded = word
    .replace(/[^a-zKCTPBH*]/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ey$/, 'e')
    // ksh, ks and x are one sound, and Tamil writes it ட்ச, read "tch"
    .replace(/[kK]s+h?|x|tc|TC/g, 'x')
    .replace(/ph/g, 'f')
    .replace(/zh/g, 'l')
    .replace(/c(?!h)/g, 'k')
    // an h after a consonant marks an aspirate (bh, th), or sh and ch: the plain sound is the key
    .replace(/([^aeiou])h+/g, '$1')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/m(?=[bpP])/g, 'n')
    // Priya and Pria, Ayesha and Aisha
    .replace(/([aeiou])y(?=[aeiou])/g, '$1')
    .replace(/(.)\1+/g, '$1');
  const first = folded.slice(0, 1);
  const rest = folded.slice(1);
  const end = rest.match(/[aeiou]$/)?.[0] ?? '';
  return (FIRST_VOWEL[first] ?? first) + rest.replace(/[aeiou]/g, '') + end;
}

/**
 * A word's keys: one, or two when it ends in the "a" a Brahmic script leaves unwritten, which Hindi leaves unsaid
 * (राम, Ram) and Telugu says (రామ, Rama).
 */
export function latinWordKeys(latin: string, endsInUnwrittenA = false): string[] {
  const key = keyOf(latin);
  if (!endsInUnwrittenA || !latin.endsWith('a')) return key ? [key] : [];
  return [...new Set([key, keyOf(latin.slice(0, -1))])].filter(Boolean);
}

/** Whether the text has a letter of a script other than Latin's (which only name-key.ts can fold). */
export const hasOtherScript = (text: string) => /[^\P{L}\p{Script=Latin}]/u.test(text);

/** The keys of a word typed in Latin letters (its accents and signs left out), in any case. */
export const typedLatinKeys = (word: string) =>
  latinWordKeys(
    word
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, ''),
  );

/**
 * Whether a name's key begins with what was typed. The last letter typed may be a word's beginning: a vowel inside
 * the name ("Mee" finds Meenakshi), or the k of ksh. A typed word that ends in a vowel the name does not have is
 * another name: "Kamla" does not find Kamal, though "Kamal" finds Kamla, as any beginning finds what it begins.
 */
function begins(key: string, typed: string): boolean {
  for (let at = 0; at < typed.length; at += 1) {
    const letter = typed.charAt(at);
    const named = key.charAt(at);
    if (named === '') return false;
    if (sameSound(named, letter)) continue;
    const last = at === typed.length - 1 && at > 0;
    return last && ((VOWEL.test(letter) && !VOWEL.test(named)) || (letter === 'k' && named === 'x'));
  }
  return true;
}

/** Whether a name, by its key (every word's keys, spaces between), has a word that each typed word begins. */
export function keyMeets(typedKeys: readonly (readonly string[])[], nameKey: string): boolean {
  const named = nameKey.split(' ');
  return typedKeys.every((keys) => keys.some((typed) => named.some((key) => begins(key, typed))));
}

/**
 * What was typed, word by word, as a finder of names: a word is found in the name's text as written (a phone, a part
 * of a word), or by its sounds in the name's key.
 */
export function nameFinder(typed: string, keysOfWord: (word: string) => string[]) {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const keys = words.map(keysOfWord);
  return (text: string, nameKey: string) =>
    words.every((word, at) => text.includes(word) || keyMeets([keys[at] ?? []], nameKey));
}
