import { content as EN } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { fill } from './fill';
import { roomWordsIn } from './room-words';

// The words of the Content room (locales/<code>/admin.json, content): they travel in the room's own chunk, not with
// the admin's first view. What the couple typed (names, titles, venues) is the site's content, not words, and is shown
// as typed.

export type ContentWords = AdminCatalog['content'];

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const contentWords = (language: Language): ContentWords => roomWordsIn(language, 'content') ?? EN;

/** "{count} household" or "{count} households", as the count asks: a language's forms for one and for more. */
export const counted = (forms: { readonly one: string; readonly other: string }, count: number): string =>
  fill(count === 1 ? forms.one : forms.other, { count });
