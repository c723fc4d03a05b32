import { siteProblems as EN } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { roomWordsIn } from './room-words';

// What is wrong with the wedding's content, field by field, in the language of the person saving it in the admin
// (a site.json read at start is told in English, to the one who runs the server). Each problem starts with the
// field's path ("days[1].events[2].end: …"), which the content editor shows it beside; the words after it are these.

export type SiteProblemWords = AdminCatalog['siteProblems'];

/** In the reader's language once its catalog has arrived (room-words.ts; the server reads it as it starts). */
export const siteProblemWords = (language: Language): SiteProblemWords => roomWordsIn(language, 'siteProblems') ?? EN;
