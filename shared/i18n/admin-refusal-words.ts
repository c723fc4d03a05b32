import type { Words } from './admin';
import { translated } from './translated';

// Refusals of the admin's own forms that the server words, in the language of the person refused (said-to.ts).

const EN = {
  organiserSides: 'sides: say which side an organiser looks after (bride, groom, or both)',
  writeTheUpdate: 'text: write the update in one of the wedding’s languages at least ({languages})',
  untilAfterFrom: 'until: must be after from',
} as const;

export type AdminRefusalWords = Words<typeof EN>;

const HI: AdminRefusalWords = {
  organiserSides: 'sides: बताएँ कि आयोजक किस पक्ष का काम देखते हैं (वधू, वर, या दोनों)',
  writeTheUpdate: 'text: सूचना विवाह की भाषाओं में से कम से कम एक में लिखें ({languages})',
  untilAfterFrom: 'until: “कब तक” का समय “कब से” के बाद होना चाहिए',
};

export const adminRefusalWords = translated<AdminRefusalWords>(EN, { hi: HI });
