// What the admin writes to households with, in each of the wedding's languages: the content in it, and, as the
// admin's browser has no catalogs, the language's words for messages and its grammar of times. They come in the admin
// page's data, not in its script, and only for the wedding's languages.
import { textsIn } from '../shared/i18n/by-language';
import { messageWordsIn } from '../shared/reach/message-words';
import type { MessageSite } from '../shared/reach/messages';
import type { Language } from '../shared/site/languages';
import type { LocalisedSite } from '../src/site/localised-site';

export function messageSites(site: LocalisedSite): Partial<Record<Language, MessageSite>> {
  return Object.fromEntries(
    site.languages.map((language) => {
      const { couple, rsvpDeadline, messages } = site.in[language];
      const content = { couple, rsvpDeadline, ...(messages ? { messages } : {}) };
      return [language, { ...content, words: messageWordsIn(language), time: textsIn(language).time }];
    }),
  );
}
