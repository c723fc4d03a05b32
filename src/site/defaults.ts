import { DEFAULT_SITE_LANGUAGES, type Language, type LocalText, SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { Site, SiteFile } from '../../shared/site/schema';

/**
 * The wedding of the spec, written to data/site.json on the first start. The spec leaves the names out,
 * so these are sample names for the couple to replace.
 */
export const DEFAULT_SITE: Site = {
  couple: { first: 'Ananya', second: 'Rohan' },
  city: 'Gurugram, India',
  startDate: '2025-08-31',
  endDate: '2025-09-01',
  rsvpDeadline: 'May 15, 2025',
  days: [
    {
      date: '2025-08-31',
      events: [
        {
          id: 'check-in',
          time: '12:00 PM',
          start: '2025-08-31T12:00',
          end: '2025-08-31T13:00',
          title: 'Check-in',
          description: 'Arrive at the hotel, collect your keys and settle in before the celebrations begin.',
          venue: 'hotel',
          icon: 'bed',
        },
        {
          id: 'mehendi-ceremony',
          time: '1:00 - 3:00 PM',
          start: '2025-08-31T13:00',
          end: '2025-08-31T15:00',
          title: 'Mehendi Ceremony',
          description: 'Henna for the bride and for every guest who would like a design of their own.',
          venue: 'hotel',
          icon: 'mehendi',
        },
        {
          id: 'sagan-cocktail-party',
          time: 'From 8:00 PM',
          start: '2025-08-31T20:00',
          end: '2025-08-31T23:30',
          title: 'Sagan & Cocktail Party',
          description: 'The exchange of rings, then drinks, music and dancing late into the night.',
          venue: 'club',
          icon: 'rings',
        },
      ],
    },
    {
      date: '2025-09-01',
      events: [
        {
          id: 'haldi-ceremony',
          time: '12:00 - 3:00 PM',
          start: '2025-09-01T12:00',
          end: '2025-09-01T15:00',
          title: 'Haldi Ceremony',
          description: 'Turmeric paste for the couple, applied by family and friends, for luck and for glow.',
          venue: 'hotel',
          icon: 'haldi',
        },
        {
          id: 'baaraat-departure',
          time: '6:30 PM',
          start: '2025-09-01T18:30',
          end: '2025-09-01T19:30',
          title: 'Baaraat Departure',
          description: "The groom's procession leaves the hotel with music and dancing. Join in!",
          venue: 'hotel',
          icon: 'horse',
        },
        {
          id: 'jaimaal-wedding-ceremony',
          time: 'From 9:00 PM',
          start: '2025-09-01T21:00',
          end: '2025-09-02T00:30',
          title: 'Jaimaal & Wedding Ceremony',
          description: 'The exchange of garlands and the wedding vows, followed by dinner and celebration.',
          venue: 'palace',
          icon: 'mandap',
        },
      ],
    },
  ],
  venues: [
    {
      id: 'hotel',
      name: 'The Aravali Residency',
      description: 'Where guests stay, and home to the check-in, the Mehendi, the Haldi and the start of the Baaraat.',
      address: 'Golf Course Road, DLF Phase 5, Gurugram, India 122002',
      icon: 'hotel',
    },
    {
      id: 'club',
      name: 'The Cyber Greens Club',
      description: 'A garden club for the Sagan and the cocktail party on the first evening.',
      address: 'DLF Cyber City, Phase 2, Gurugram, India 122002',
      icon: 'landmark',
    },
    {
      id: 'palace',
      name: 'Rajmahal Grand Lawns',
      description: 'The grand venue for the Jaimaal, the wedding ceremony and the dinner that follows.',
      address: 'Sector 24, DLF Phase 3, Gurugram, India 122002',
      icon: 'castle',
    },
  ],
  hosts: ['Sunita', 'Rajesh', 'Meera', 'Vikram'],
  // Written out so that the couple sees them in the file: empty means a description naming the couple.
  portraitAlt: '',
  allowIndexing: false,
};

/**
 * The sample wedding's texts translated, by their English (the source language's): the file written on a first start
 * carries each in every default language (DEFAULT_SITE_LANGUAGES) it has a translation in.
 */
const TRANSLATIONS: { readonly [L in Language]?: Readonly<Record<string, string>> } = {
  hi: {
    Ananya: 'अनन्या',
    Rohan: 'रोहन',
    'Gurugram, India': 'गुरुग्राम, भारत',
    'May 15, 2025': '15 मई 2025',
    '12:00 PM': 'दोपहर 12:00 बजे',
    '1:00 - 3:00 PM': 'दोपहर 1:00 से 3:00 बजे',
    'From 8:00 PM': 'रात 8:00 बजे से',
    '12:00 - 3:00 PM': 'दोपहर 12:00 से 3:00 बजे',
    '6:30 PM': 'शाम 6:30 बजे',
    'From 9:00 PM': 'रात 9:00 बजे से',
    'Check-in': 'आगमन और चेक-इन',
    'Mehendi Ceremony': 'मेहंदी',
    'Sagan & Cocktail Party': 'सगन और कॉकटेल पार्टी',
    'Haldi Ceremony': 'हल्दी',
    'Baaraat Departure': 'बारात प्रस्थान',
    'Jaimaal & Wedding Ceremony': 'जयमाला और विवाह संस्कार',
    'Arrive at the hotel, collect your keys and settle in before the celebrations begin.':
      'होटल पहुँचकर अपने कमरे की चाबी लें और उत्सव शुरू होने से पहले आराम से ठहर जाएँ।',
    'Henna for the bride and for every guest who would like a design of their own.':
      'दुल्हन के हाथों पर मेहंदी, और हर उस अतिथि के लिए भी जो अपने हाथों पर मेहंदी रचाना चाहें।',
    'The exchange of rings, then drinks, music and dancing late into the night.':
      'अंगूठी की रस्म, फिर देर रात तक संगीत, नृत्य और जलपान।',
    'Turmeric paste for the couple, applied by family and friends, for luck and for glow.':
      'परिवार और मित्र वर-वधू को हल्दी लगाएँगे, शुभ शगुन और निखार के लिए।',
    "The groom's procession leaves the hotel with music and dancing. Join in!":
      'दूल्हे की बारात बाजे-गाजे और नाच-गाने के साथ होटल से निकलेगी। आप भी शामिल हों!',
    'The exchange of garlands and the wedding vows, followed by dinner and celebration.':
      'वरमाला और विवाह के फेरे, उसके बाद भोज और उत्सव।',
    'The Aravali Residency': 'द अरावली रेज़िडेंसी',
    'The Cyber Greens Club': 'द साइबर ग्रीन्स क्लब',
    'Rajmahal Grand Lawns': 'राजमहल ग्रैंड लॉन्स',
    'Where guests stay, and home to the check-in, the Mehendi, the Haldi and the start of the Baaraat.':
      'जहाँ अतिथि ठहरेंगे; यहीं चेक-इन, मेहंदी और हल्दी होगी, और यहीं से बारात निकलेगी।',
    'A garden club for the Sagan and the cocktail party on the first evening.':
      'पहली शाम के सगन और कॉकटेल पार्टी के लिए एक बगीचे वाला क्लब।',
    'The grand venue for the Jaimaal, the wedding ceremony and the dinner that follows.':
      'जयमाला, विवाह संस्कार और उसके बाद के भोज का भव्य स्थल।',
    Sunita: 'सुनीता',
    Rajesh: 'राजेश',
    Meera: 'मीरा',
    Vikram: 'विक्रम',
    // Not the site's: the update `npm run lighthouse` shows with UPDATE=1.
    'The Haldi moves to 11:00, on the lawn': 'हल्दी अब 11:00 बजे, लॉन पर',
  },
};

// Addresses stay as the post and the maps write them.
const SAME_IN_EVERY_LANGUAGE = new Set(['address']);

/** A text of the sample (in the source language) in each default language it is translated into. */
export function sampleText(text: string): LocalText {
  return Object.fromEntries(
    DEFAULT_SITE_LANGUAGES.flatMap((language) => {
      const translation = language === SOURCE_LANGUAGE ? text : TRANSLATIONS[language]?.[text];
      return translation === undefined ? [] : [[language, translation] as const];
    }),
  );
}

/** One translated into none stays a string, as written. */
function translatedText(text: string): string | LocalText {
  const translations = sampleText(text);
  return Object.keys(translations).length > 1 ? translations : text;
}

function translated(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SAME_IN_EVERY_LANGUAGE.has(key) ? value : translatedText(value);
  if (Array.isArray(value)) return value.map((item) => translated(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, translated(item, k)]));
  return value;
}

/** The sample wedding as data/site.json gets it on a first start: every text a guest reads in the default languages. */
export const DEFAULT_SITE_FILE = translated(DEFAULT_SITE) as SiteFile;
