import type { Language } from '../site/languages';
import { guestWords } from './admin-guests';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// The per-person answer sheet's headers and cells, in the language of the person who downloads it. Function titles,
// names and meals are the site's content, in the same language where the site gives them in it.
// locales/<code>/admin-server.json, answerSheet; a household's status is the Guests room's word for it.

export type AnswerSheetWords = AdminServerCatalog['answerSheet'] & {
  readonly statuses: ReturnType<typeof guestWords>['statuses'];
};

export const answerSheetWords = (language: Language): AnswerSheetWords => ({
  ...adminServerWords('answerSheet', language),
  statuses: guestWords(language).statuses,
});
