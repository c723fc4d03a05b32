import type { Language } from '../site/languages';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// What the guest list's and the stay's routes refuse with, in the language of the person in the admin: sentences
// that name the households, sides and numbers concerned, which no code alone could word. English is the API's own.
// locales/<code>/admin-server.json, guestListRefusals.

export type GuestListRefusalWords = AdminServerCatalog['guestListRefusals'];

export const guestListRefusalWords = (language: Language): GuestListRefusalWords =>
  adminServerWords('guestListRefusals', language);
