// What is sent to a household from the couple's phone or by e-mail, made from the content in its language and that
// language's words (locales/<code>/messages.json). The words come as a value, so that the admin's browser, which has
// no catalogs, makes messages with the words its page data carries; the server reads them with messageWordsIn.
import type source from '../../locales/en/messages.json';
import { fill } from '../i18n/fill';
import { withoutDoubledHonorific } from '../i18n/greet';
import type { Language } from '../site/languages';
import type { Site } from '../site/schema';
import type { TimeGrammar } from '../site/time-words';

export const MESSAGE_KINDS = ['invite', 'reminder'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What a walk through the households sends: the invitation, a reminder, or where a travelling household stays. */
export type WalkKind = MessageKind | 'stay';

export const PLACEHOLDERS = ['household', 'link', 'couple', 'deadline'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/** A language's words for what is sent to a guest (locales/<code>/messages.json, without the translators' notes). */
export type MessageWords = Omit<typeof source, `@${string}`>;

/** An e-mail's subject line, in the household's language (`words`); `couple` is the names as coupleNames joins them. */
export const messageSubject = (kind: WalkKind, couple: string, words: MessageWords): string =>
  fill(words.subjects[kind], { couple });

/** The couple's names as a message in the language of `words` writes them: "Meera & Arjun", "मीरा और अर्जुन". */
export const coupleNames = (couple: Site['couple'], words: MessageWords): string =>
  `${couple.first} ${words.and} ${couple.second}`;

/** An update's e-mail subject, and the start of its message from the couple's phone, in the household's language. */
export const updateSubject = (couple: Site['couple'], words: MessageWords): string =>
  fill(words.subjects.update, { couple: coupleNames(couple, words) });

/**
 * An update's text in `language`; where the couple did not write it in that one, the first they did, which is the
 * source language's when given: the update's texts are kept in the registry's order, the source language first.
 */
export const newsIn = (text: { readonly [L in Language]?: string | null }, language: Language): string =>
  text[language] ?? Object.values(text).find((given) => typeof given === 'string') ?? '';

/**
 * An update for one household, sent from the couple's phone: greeted by name, the update in its language (`news`),
 * and its own link (where the update is too, and stays, offline).
 */
export function updateMessage(
  site: Pick<Site, 'couple'>,
  news: string,
  household: { name: string; link: string },
  words: MessageWords,
): string {
  return fill(words.update, {
    household: withoutDoubledHonorific(words.update, household.name),
    couple: coupleNames(site.couple, words),
    news,
    link: household.link,
  });
}

const PLACEHOLDER = /\{([a-z]+)\}/g;

/** The placeholders a template uses that are not ours, e.g. "{name}" for "{household}": site.json refuses those. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

/**
 * The template for `kind` in the household's language: site.json's own (`site` is the content in that language), or
 * the language's words when site.json has none. Where a household stays is not set in site.json: its page holds the
 * words that matter.
 */
export function messageTemplate(site: Pick<Site, 'messages'>, kind: WalkKind, words: MessageWords): string {
  if (kind === 'stay') return words.stay;
  return site.messages?.[kind] ?? words[kind];
}

/** A message for one household; each placeholder is replaced once, so a household named "{link}" stays a name. */
export function fillMessage(template: string, values: Readonly<Record<Placeholder, string>>): string {
  const household = withoutDoubledHonorific(template, values.household);
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name === 'household'
      ? household
      : (PLACEHOLDERS as readonly string[]).includes(name)
        ? values[name as Placeholder]
        : whole,
  );
}

/** What a household's message is made from: the content in its language. */
export type MessageContent = Pick<Site, 'messages' | 'couple' | 'rsvpDeadline'>;

/**
 * What the admin writes to households with in one of the wedding's languages, from its page data (the browser has no
 * catalogs): the content in it, its words for messages, and its grammar of times.
 */
export type MessageSite = MessageContent & { readonly words: MessageWords; readonly time: TimeGrammar };

/** The message for a household, in its language: `site` is the content in that language, `words` its words. */
export function householdMessage(
  site: MessageContent,
  kind: WalkKind,
  household: { name: string; link: string },
  words: MessageWords,
): string {
  return fillMessage(messageTemplate(site, kind, words), {
    household: household.name,
    link: household.link,
    couple: coupleNames(site.couple, words),
    deadline: site.rsvpDeadline,
  });
}
