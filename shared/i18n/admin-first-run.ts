import type { FirstRunStep } from '../admin/first-run';
import type { Words } from './admin';
import { translated } from './translated';

// The first-run checklist's words, in both languages: they travel in the checklist's own chunk, fetched only by the
// couple while they set up the wedding.

const EN = {
  title: 'Setting up your wedding: {done} of {all} done',
  intro: 'Each step is ticked when the site holds it. This list goes once all are done.',
  steps: {
    couple: 'Your names, and your photo',
    days: 'The dates and the functions',
    venues: 'The venues, with their addresses',
    look: 'The look of the pages (choose one under “The couple”)',
    address: 'The address guests open, so that links and QR codes reach their phones',
    guests: 'The guest list: add the families, or import your spreadsheet',
    helpers: 'The people who help: each side’s organisers, the caterer, the door',
    test: 'A test to yourself: add your own family, and send it the invitation',
  } satisfies Record<FirstRunStep, string>,
  done: 'Done',
  toDo: 'To do',
  go: 'Go there',
  hide: 'Hide this list',
  bringBack: 'Show the setting-up list on the overview',
  bringBackIntro: 'The list of steps for setting up the wedding, each ticked when it is done.',
} as const;

export type FirstRunWords = Words<typeof EN>;

const HI: FirstRunWords = {
  title: 'शादी की तैयारी: {all} में से {done} काम हो गए',
  intro: 'जो काम साइट में हो चुका है, उस पर निशान लग जाता है। सब पूरे होने पर यह सूची हट जाएगी।',
  steps: {
    couple: 'आप दोनों के नाम, और आपकी तस्वीर',
    days: 'तारीख़ें और कार्यक्रम',
    venues: 'आयोजन स्थल, उनके पतों के साथ',
    look: 'पेजों का रंग-रूप (“वर-वधू” के नीचे चुनें)',
    address: 'वह पता जो मेहमान खोलते हैं, ताकि लिंक और QR कोड उनके फ़ोन तक पहुँचें',
    guests: 'मेहमानों की सूची: परिवार जोड़ें, या अपनी स्प्रेडशीट लाएँ',
    helpers: 'मदद करने वाले लोग: दोनों पक्षों के आयोजक, कैटरर, दरवाज़े पर खड़े लोग',
    test: 'ख़ुद को जाँच संदेश: अपना परिवार जोड़ें और उसे निमंत्रण भेजें',
  },
  done: 'हो गया',
  toDo: 'बाक़ी',
  go: 'वहाँ जाएँ',
  hide: 'यह सूची छिपाएँ',
  bringBack: 'तैयारी की सूची फिर से सारांश में दिखाएँ',
  bringBackIntro: 'शादी की तैयारी के क़दमों की सूची, हर काम पूरा होने पर निशान के साथ।',
};

export const firstRunWords = translated<FirstRunWords>(EN, { hi: HI });
