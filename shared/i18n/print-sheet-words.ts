import type { Words } from './admin';
import { translated } from './translated';

// The print sheet's own words around the cards, in the language of the person printing them; each card is in its
// household's language.

const EN = {
  title: 'Invitation cards',
  cards: { one: '1 card', other: '{count} cards' },
  howTo:
    ', eight to an A4 page. Print this page from your browser (Ctrl+P, or Share → Print on a phone) on A4 at 100% scale, then cut along the dashed lines.',
  empty: 'The guest list is empty: add households in the admin first.',
  back: 'Back to the admin',
  notPrinted: 'Not printed',
  reachNoGuest: 'These cards would reach no guest',
  printAnyway: 'Print them anyway',
  aTest: '(a test on this computer)',
} as const;

export type PrintSheetWords = Words<typeof EN>;

const HI: PrintSheetWords = {
  title: 'निमंत्रण कार्ड',
  cards: { one: '1 कार्ड', other: '{count} कार्ड' },
  howTo:
    ', A4 के एक पन्ने पर आठ। इस पेज को अपने ब्राउज़र से छापें (Ctrl+P, या फ़ोन पर Share → Print), A4 पर 100% आकार में, फिर - - - वाली रेखाओं पर काटें।',
  empty: 'मेहमानों की सूची ख़ाली है: पहले एडमिन में परिवार जोड़ें।',
  back: 'एडमिन पर वापस जाएँ',
  notPrinted: 'छापा नहीं गया',
  reachNoGuest: 'ये कार्ड किसी मेहमान तक नहीं पहुँचेंगे',
  printAnyway: 'फिर भी छापें',
  aTest: '(इसी कंप्यूटर पर जाँच के लिए)',
};

export const printSheetWords = translated<PrintSheetWords>(EN, { hi: HI });
