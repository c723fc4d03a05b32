import type { Language } from '../site/languages';
import { adminServerWords } from './admin-server';
import type { AdminServerCatalog } from './admin-texts';

// What the server says of a card the door reads that is not for the function, in the language of the door's reader.
// locales/<code>/admin-server.json, doorCard.

export type DoorCardWords = AdminServerCatalog['doorCard'];

export const doorCardWords = (language: Language): DoorCardWords => adminServerWords('doorCard', language);
