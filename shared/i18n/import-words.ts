import type { Language } from '../site/languages';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// What the guest list's import says of a sheet: each row's problems, what it would change in each household, and
// how it went, in the language of the person importing (the server words them; the admin shows them as they come).
// locales/<code>/admin-server.json, sheetImport.

export type ImportWords = AdminServerCatalog['sheetImport'];

export const importWords = (language: Language): ImportWords => adminServerWords('sheetImport', language);
