// The column headers people write in a guest-list spreadsheet, in English and Hindi, and what each one holds.
import { LANGUAGE_REGISTRY, LANGUAGES, type Language, SCRIPTS } from '../../shared/site/languages';

/** The column of a household's greeting in one language: "Greeting (Tamil)", "Hindi greeting". */
export type GreetingField = `greeting:${Language}`;
export const greetingField = (language: Language): GreetingField => `greeting:${language}`;

export type SheetField =
  | 'household'
  | 'name'
  | 'phone'
  | 'email'
  | 'events'
  | 'plusOnes'
  | 'child'
  | 'language'
  | 'notes'
  | GreetingField
  | 'side'
  | 'groups'
  | 'travelling'
  /** The household's own link, from an exported sheet: it says which household the row is, whatever its name now. */
  | 'link';
/**
 * Columns the export writes that an import reads past on purpose: they describe a household (or what it told of its
 * journey), they do not set it.
 */
export type ExportOnlyField = 'status' | 'arrives' | 'leaves' | 'pickup' | 'stay' | 'needs';

/**
 * A header reduced to what tells it apart: lower case, letters and marks of any script, no spaces, punctuation or
 * digits ("Mobile No.", "mobile no" and "MOBILE-NO" are one), and the Devanagari nukta dropped
 * (फ़ोन and फोन are one).
 */
export const headerKey = (header: string): string =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/[^\p{L}\p{M}]/gu, '');

const SYNONYMS: Readonly<Record<Exclude<SheetField, GreetingField> | ExportOnlyField, readonly string[]>> = {
  household: ['Household', 'Household name', 'Family', 'Family name', 'Party', 'परिवार', 'परिवार का नाम', 'घर'],
  name: [
    'Name',
    'Guest',
    'Guest name',
    'Full name',
    'Member',
    'Person',
    'नाम',
    'अतिथि',
    'मेहमान',
    'मेहमान का नाम',
    'सदस्य',
  ],
  phone: [
    'Phone',
    'Phone number',
    'Phone No.',
    'Phone no',
    'Mobile',
    'Mobile number',
    'Mobile No.',
    'Mob',
    'Mob. No.',
    'Cell',
    'Cell phone',
    'Contact',
    'Contact No.',
    'Contact number',
    'WhatsApp',
    'WhatsApp No.',
    'WhatsApp number',
    'Telephone',
    'Tel',
    'फ़ोन',
    'फ़ोन नंबर',
    'मोबाइल',
    'मोबाइल नंबर',
    'मोबाइल नं.',
    'संपर्क',
    'संपर्क नंबर',
    'व्हाट्सएप',
    'व्हाट्सऐप',
  ],
  email: ['Email', 'E-mail', 'Email address', 'E-mail address', 'Mail', 'ईमेल', 'ई-मेल'],
  events: [
    'Events',
    'Event',
    'Functions',
    'Function',
    'Invited to',
    'Ceremonies',
    'Ceremony',
    'Occasions',
    'कार्यक्रम',
    'समारोह',
    'रस्में',
    'फंक्शन',
  ],
  plusOnes: [
    'Plus ones',
    'Plus one',
    'Plus-ones',
    '+1',
    'Extra guests',
    'Extras',
    'Guests allowed',
    'अतिरिक्त मेहमान',
    'अतिरिक्त अतिथि',
  ],
  child: ['Child', 'Children', 'Kid', 'Kids', 'Is child', 'Child?', 'बच्चा', 'बच्चे', 'बालक'],
  language: ['Language', 'Lang', 'भाषा'],
  notes: ['Notes', 'Note', 'Comments', 'Comment', 'Remarks', 'टिप्पणी', 'नोट', 'विवरण'],
  // Whose guests they are; organisers write it many ways ("Bride side", "Ladkiwale", "वधू पक्ष").
  side: ['Side', 'Bride or groom', 'Bride/Groom', 'Bride / Groom', 'Whose side', 'From side', 'पक्ष', 'किसकी ओर से'],
  groups: ['Group', 'Groups', 'Category', 'Categories', 'Tag', 'Tags', 'Circle', 'समूह', 'श्रेणी'],
  travelling: ['Travelling', 'Traveling', 'Travel', 'Outstation', 'Out of town', 'यात्रा', 'बाहर से'],
  link: ['Link', 'Invitation link'],
  status: ['Status'],
  arrives: ['Arrives'],
  leaves: ['Leaves'],
  pickup: ['Pickup or drop'],
  stay: ['Stays'],
  needs: ['Needs'],
};

// The name guests are greeted by ("Dear …"), apart from the household's name on the list: a column per language,
// its header a greeting's word with the language's name in English or in itself, in any order ("Greeting (Tamil)",
// "Greeting in Tamil", "Tamil greeting"). A word alone is the greeting in the first language of the registry written
// in its script: "Greeting" the English one, a Devanagari word the Hindi one, as sheets have always meant.
const GREETING_WORDS = ['Greeting', 'Addressed as', 'Salutation', 'संबोधन', 'अभिवादन'];

const writtenIn = (word: string): Language | undefined => {
  const script = Object.keys(SCRIPTS).find((code) => new RegExp(`\\p{Script=${code}}`, 'u').test(word));
  return LANGUAGE_REGISTRY.find((language) => language.script === script)?.code;
};

const GREETING_HEADERS: ReadonlyArray<readonly [string, GreetingField]> = [
  ...GREETING_WORDS.flatMap((word) => {
    const language = writtenIn(word);
    return language ? [[word, greetingField(language)] as const] : [];
  }),
  ...LANGUAGE_REGISTRY.flatMap(({ code, name, englishName }) =>
    [englishName, name].flatMap((named) =>
      GREETING_WORDS.flatMap((word) =>
        [`${word} (${named})`, `${word} in ${named}`, `${named} ${word}`].map(
          (header) => [header, greetingField(code)] as const,
        ),
      ),
    ),
  ),
];

/** Header key → what the column holds. "+1" has no letters: it is matched by its own text. */
export const HEADER_FIELDS: ReadonlyMap<string, SheetField | ExportOnlyField> = new Map([
  ...Object.entries(SYNONYMS).flatMap(([field, names]) =>
    names.map((name) => [headerKey(name) || name, field as SheetField | ExportOnlyField] as const),
  ),
  ...GREETING_HEADERS.map(([header, field]) => [headerKey(header), field] as const),
]);

/** The languages a sheet has a greeting column for, as its columns say (the registry's order). */
export const greetingLanguages = (has: (field: SheetField) => boolean): Language[] =>
  LANGUAGES.filter((language) => has(greetingField(language)));

export function fieldOfHeader(header: string): SheetField | ExportOnlyField | undefined {
  return HEADER_FIELDS.get(headerKey(header) || header.trim());
}
