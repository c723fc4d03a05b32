import { settings as EN, signupInvitation as SIGNUP_INVITATION } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { fill } from './fill';
import { roomWordsIn } from './room-words';

// The words of the Settings room's own parts (the people who help, the site's address): locales/<code>/admin.json,
// settings. They travel with that room, not with the admin's first view.

export type SettingsWords = AdminCatalog['settings'];

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const settingsWords = (language: Language): SettingsWords => roomWordsIn(language, 'settings') ?? EN;

/**
 * The message a person's sign-up link goes in, from the couple's own phone: in the language the couple said they
 * read, whatever the couple's own admin language (in English until that language's words have arrived: NewLink
 * fetches them).
 */
export const signupInvitation = (language: Language, name: string, link: string): string =>
  fill(roomWordsIn(language, 'signupInvitation') ?? SIGNUP_INVITATION, { name, link });
