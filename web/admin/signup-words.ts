import { signup as EN } from '../../locales/en/admin.json';
import type { AdminCatalog } from '../../shared/i18n/admin-texts';
import { roomWordsIn } from '../../shared/i18n/room-words';
import type { Language } from '../../shared/site/languages';

// The sign-up page's words (locales/<code>/admin.json, signup), in the language the couple said the person reads:
// SignupForm fetches that language's catalog along with whom the link is for, and turns to it with both at once.

export type SignupWords = AdminCatalog['signup'];

export const signupWords = (language: Language): SignupWords => roomWordsIn(language, 'signup') ?? EN;
