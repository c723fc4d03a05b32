import type { Language } from '../site/languages';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// The hotel's rooming list and the drivers' sheet, as CSV files and as pages to print: their titles, column names
// and the words in their cells, in the language of the person who downloads or prints them. Names, places and
// numbers are as the guest list and the families wrote them.
// locales/<code>/admin-server.json, staySheets.

export type StaySheetWords = AdminServerCatalog['staySheets'];

export const staySheetWords = (language: Language): StaySheetWords => adminServerWords('staySheets', language);
