// A language's words for what is sent to a guest, read from its catalog: for the server (e-mails, print cards, the
// admin page's data). The browser never imports this file: the admin's words come in its page data.
import { catalogIn } from '../i18n/catalogs';
import type { Language } from '../site/languages';
import type { MessageWords } from './messages';

export const messageWordsIn = (language: Language): MessageWords => catalogIn('messages', language) as MessageWords;
