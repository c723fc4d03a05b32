import type { Language } from '../site/languages';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// The print sheet's own words around the cards, in the language of the person printing them; each card is in its
// household's language.
// locales/<code>/admin-server.json, printSheets.

export type PrintSheetWords = AdminServerCatalog['printSheets'];

export const printSheetWords = (language: Language): PrintSheetWords => adminServerWords('printSheets', language);
