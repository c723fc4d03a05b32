import { firstRun as EN } from '../../locales/en/admin.json';
import type { FirstRunStep } from '../admin/first-run';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { roomWordsIn } from './room-words';

// The first-run checklist's words (locales/<code>/admin.json, firstRun): in English, they travel in the checklist's
// own chunk, fetched only by the couple while they set up the wedding; another language's come with its catalog.

/** Every step of the checklist has its words: a step added to FirstRunStep without them is a type error here. */
export type FirstRunWords = AdminCatalog['firstRun'] & { readonly steps: Readonly<Record<FirstRunStep, string>> };

export const firstRunWords = (language: Language): FirstRunWords => roomWordsIn(language, 'firstRun') ?? EN;
