import type { Language } from '../site/languages';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// The words the audit log says a change in: what an answer, a household's details or a correction changed, in the
// language of the person reading the log (the server words each entry as it is read, so one log reads in both).
// locales/<code>/admin-server.json, changes.

export type ChangeWords = AdminServerCatalog['changes'];

export const changeWords = (language: Language): ChangeWords => adminServerWords('changes', language);
