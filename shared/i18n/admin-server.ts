// What the server says to a person of the admin (locales/<code>/admin-server.json), in their language: for the server
// only, which reads every catalog as it starts (catalogs.ts). Each part has its module, named for what it words.
import type { Language } from '../site/languages';
import type { AdminServerCatalog } from './admin-texts';
import { catalogIn } from './catalogs';

/** A part of the server's words in `language`; in English for a language the admin is not written in. */
export const adminServerWords = <K extends keyof AdminServerCatalog>(
  part: K,
  language: Language,
): AdminServerCatalog[K] => (catalogIn('admin-server', language) as AdminServerCatalog)[part];
