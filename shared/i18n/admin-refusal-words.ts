import type { Language } from '../site/languages';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// Refusals of the admin's own forms that the server words, in the language of the person refused (said-to.ts).
// locales/<code>/admin-server.json, formRefusals.

export type AdminRefusalWords = AdminServerCatalog['formRefusals'];

export const adminRefusalWords = (language: Language): AdminRefusalWords => adminServerWords('formRefusals', language);
