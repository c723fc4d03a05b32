// What a name sounds like, in any of India's Brahmic scripts or in Latin letters, near enough that "Jaipur" and
// "जयपुर", "Mehndi" and "মেহেন্দি", "Phere" and "फेरे" give one key. Used to tell
// that two spellings are one name (a station, a function), never to show anything: the key is a skeleton, not a
// transliteration to read.

// The Brahmic scripts share one layout (ISCII's): each block's letters sit at the same offsets as Devanagari's.
const BRAHMIC_BLOCKS = [0x0900, 0x0980, 0x0a00, 0x0a80, 0x0b00, 0x0b80, 0x0c00, 0x0c80, 0x0d00];

// Latin for each offset that makes a sound of its own; vowel signs, the virama and the nukta make none here.
const LETTERS: Readonly<Record<number, string>> = {
  1: 'n',
  2: 'n',
  3: 'h',
  5: 'a',
  6: 'a',
  7: 'i',
  8: 'i',
  9: 'u',
  10: 'u',
  11: 'r',
  14: 'e',
  15: 'e',
  16: 'ai',
  18: 'o',
  19: 'o',
  20: 'au',
  21: 'k',
  22: 'kh',
  23: 'g',
  24: 'gh',
  25: 'n',
  26: 'ch',
  27: 'chh',
  28: 'j',
  29: 'jh',
  30: 'n',
  31: 't',
  32: 'th',
  33: 'd',
  34: 'dh',
  35: 'n',
  36: 't',
  37: 'th',
  38: 'd',
  39: 'dh',
  40: 'n',
  41: 'n',
  42: 'p',
  43: 'ph',
  44: 'b',
  45: 'bh',
  46: 'm',
  47: 'y',
  48: 'r',
  49: 'r',
  50: 'l',
  51: 'l',
  52: 'l',
  53: 'v',
  54: 'sh',
  55: 'sh',
  56: 's',
  57: 'h',
  88: 'k',
  89: 'kh',
  90: 'g',
  91: 'z',
  92: 'r',
  93: 'rh',
  94: 'f',
  95: 'y',
};

/** Each letter of a Brahmic script as Latin letters; Latin letters as themselves, without their accents. */
export function latinLetters(text: string): string {
  let latin = '';
  for (const char of text.normalize('NFC').toLowerCase()) {
    const code = char.codePointAt(0) ?? 0;
    const block = BRAHMIC_BLOCKS.find((start) => code >= start && code < start + 0x80);
    if (block === undefined) latin += char.normalize('NFKD').replace(/\p{M}/gu, '');
    else latin += LETTERS[code - block] ?? '';
  }
  return latin;
}

/**
 * The skeleton of a word's sound: its first letter, then its consonants without "h" (so "ph" is "f", aspirates are
 * plain), doubled letters once, and a plural's last "s" dropped. "Mehendi", "Mehndi" and "मेहंदी" are all
 * "mnd".
 */
export function soundKey(text: string): string {
  const latin = latinLetters(text)
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/ch/g, 'C')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/v/g, 'w')
    .replace(/z/g, 'j');
  const skeleton = (latin.slice(0, 1) + latin.slice(1).replace(/[aeiouyh]/g, '')).replace(/(.)\1+/g, '$1');
  return skeleton.length > 2 ? skeleton.replace(/s$/, '') : skeleton;
}
