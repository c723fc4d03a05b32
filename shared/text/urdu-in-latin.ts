// A word in Urdu's letters as it is spelt in Latin ones, for name-match.ts to fold: near enough that
// "محمد" meets "Mohammed" and "عائشہ" "Aisha". Urdu writes long vowels and leaves short ones out, and
// its و and ی are a vowel or a consonant by their place: the rules below read them as a name's speller
// would, and give both readings where a و between two consonants may be either ("نور", Noor;
// "انور", Anwar). The transliteration library the site uses for the Brahmic scripts reads Urdu only the
// other way, from Devanagari.

/** The letters whose sound does not hang on their place. "H" is an h sounded on its own (name-match.ts). */
const LETTERS: Readonly<Record<string, string>> = {
  آ: 'a',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'H',
  خ: 'kh',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
  // the aspirate's h: bh, ph
  ھ: 'h',
  ء: '',
  ئ: 'i',
  ؤ: 'u',
  ۃ: 'a',
  ة: 'a',
  ے: 'e',
  ۓ: 'e',
  // the short vowels, where they are written
  'َ': 'a',
  'ِ': 'i',
  'ُ': 'u',
  'ٰ': 'a',
};

const ALEF = /[اأإع]/;
const WAW = /[وۄ]/;
const YEH = /[یيى]/;
const HEH = /[ہهۂ]/;
/** Letters that are vowels, or carry one: after them و and ی are consonants (Javed, جاوید). */
const VOWEL_LETTER = /[اآأإعوۄیيىےئؤ]/;
/** Marks other than the short vowels: the doubling (shadda), the silence (sukun), the tanween. */
const OTHER_MARKS = /[\u064b-\u064d\u0651\u0652\u0653-\u065f]/gu;

/** How one letter reads at its place: its spellings (two for a و that may be either). */
function readingsAt(letters: readonly string[], at: number): string[] {
  const letter = letters[at] ?? '';
  const before = letters[at - 1] ?? '';
  const after = letters[at + 1] ?? '';
  const first = at === 0;
  const last = at === letters.length - 1;
  const afterFirstAlef = at === 1 && ALEF.test(before);
  // a first و or ی is a consonant (Vikram, Yusuf): the letter after it is read as after a consonant
  const afterVowel = VOWEL_LETTER.test(before) && (at > 1 || ALEF.test(before));
  if (ALEF.test(letter)) {
    if (!first) return ['a'];
    // A first alef carries the vowel that follows: written (او, ای) or not, when it is any of a, i or u.
    return WAW.test(after) || YEH.test(after) ? [''] : ['*'];
  }
  if (WAW.test(letter)) {
    if (afterFirstAlef) return ['u'];
    if (first || afterVowel || /[اآیے]/.test(after)) return ['v'];
    return last ? ['o'] : ['u', 'v'];
  }
  if (YEH.test(letter)) {
    if (afterFirstAlef || last) return ['i'];
    if (first) return ['y'];
    return after === 'ا' || WAW.test(after) ? ['iy'] : ['i'];
  }
  if (HEH.test(letter)) {
    if (last && !afterVowel && !first) return ['a'];
    return first || afterVowel ? ['h'] : ['H'];
  }
  return [LETTERS[letter] ?? ''];
}

/** Each way an Urdu word may be spelt in Latin letters: at most four, the first two ambiguous و read both ways. */
export function urduInLatin(word: string): string[] {
  const letters = [...word.normalize('NFC').replace(OTHER_MARKS, '')];
  let spellings = [''];
  letters.forEach((_, at) => {
    const readings = readingsAt(letters, at);
    const kept = spellings.length >= 4 ? readings.slice(0, 1) : readings;
    spellings = spellings.flatMap((spelt) => kept.map((reading) => spelt + reading));
  });
  return spellings;
}
