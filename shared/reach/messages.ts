import { withoutDoubledHonorific } from '../i18n/greet';
import type { Language } from '../site/languages';
import type { Site } from '../site/schema';

export const MESSAGE_KINDS = ['invite', 'reminder'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What a walk through the households sends: the invitation, a reminder, or where a travelling household stays. */
export type WalkKind = MessageKind | 'stay';

export const PLACEHOLDERS = ['household', 'link', 'couple', 'deadline'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * What the couple sends when site.json says nothing, in the household's language: short enough for a chat's
 * notification.
 */
export const DEFAULT_MESSAGES: Readonly<Record<Language, Record<MessageKind, string>>> = {
  en: {
    invite:
      'Dear {household},\n\nWith joy, {couple} invite you to their wedding. ' +
      'Please open your invitation and let us know, for each function, who will join us, by {deadline}:\n{link}',
    reminder:
      'Dear {household},\n\nA gentle reminder from {couple}: ' +
      'we would love to know who will join us, by {deadline}. Your invitation:\n{link}',
  },
  hi: {
    invite:
      'आदरणीय {household},\n\n{couple} के शुभ विवाह में आप सादर ' +
      'आमंत्रित हैं। कृपया अपना निमंत्रण खोलें ' +
      'और {deadline} तक बताएँ कि हर समारोह में आपके ' +
      'परिवार से कौन-कौन पधारेगा:\n{link}',
    reminder:
      'आदरणीय {household},\n\n{couple} की ओर से एक विनम्र स्मरण: ' +
      'कृपया {deadline} तक बताएँ कि आपके परिवार से ' +
      'कौन-कौन पधारेगा। आपका निमंत्रण:\n{link}',
  },
};

/**
 * Where a travelling household stays and who meets it are on its own page (offline too, and in its calendar): the
 * message sends it there, in its language. Not set in site.json: the page holds the words that matter.
 */
export const STAY_MESSAGES: Readonly<Record<Language, string>> = {
  en:
    'Dear {household},\n\nWhere you stay and who meets you for the wedding of {couple} are on your page, ' +
    'which opens without a network too:\n{link}',
  hi:
    'आदरणीय {household},\n\n{couple} के शुभ विवाह में आप कहाँ ' +
    'ठहरेंगे और आपको कौन लेने आएगा, यह आपके पेज ' +
    'पर है, जो बिना नेटवर्क के भी खुलता है:\n{link}',
};

/** An e-mail's subject line, in the household's language. */
export function messageSubject(kind: WalkKind, couple: string, language: Language = 'en'): string {
  if (kind === 'stay')
    return language === 'hi' ? `आपका ठहरना: ${couple} का शुभ विवाह` : `Your stay: the wedding of ${couple}`;
  if (language === 'hi') return kind === 'invite' ? `${couple} के शुभ विवाह का निमंत्रण` : `स्मरण: ${couple} का शुभ विवाह`;
  return kind === 'invite' ? `Invitation to the wedding of ${couple}` : `A reminder: the wedding of ${couple}`;
}

// How each language joins the couple's names: "Meera & Arjun", "मीरा और अर्जुन".
const AND: Readonly<Record<Language, string>> = { en: '&', hi: 'और' };

/** The couple's names as a message in `language` writes them. */
export const coupleNames = (couple: Site['couple'], language: Language = 'en'): string =>
  `${couple.first} ${AND[language]} ${couple.second}`;

/** An update's e-mail subject, and the start of its message from the couple's phone, in the household's language. */
export const updateSubject = (couple: Site['couple'], language: Language = 'en'): string =>
  language === 'hi' ? `${coupleNames(couple, language)}: सूचना` : `${coupleNames(couple, language)}: news`;

/**
 * An update for one household, sent from the couple's phone: greeted by name, the update in its language, and its own
 * link (where the update is too, and stays, offline).
 */
export function updateMessage(
  site: Pick<Site, 'couple'>,
  text: { readonly en: string; readonly hi: string | null },
  household: { name: string; link: string },
  language: Language = 'en',
): string {
  const couple = coupleNames(site.couple, language);
  const greeting = language === 'hi' ? 'आदरणीय {household},' : 'Dear {household},';
  const name = withoutDoubledHonorific(greeting, household.name);
  return language === 'hi'
    ? `आदरणीय ${name},\n\n${couple} की ओर से सूचना:\n${text.hi ?? text.en}\n\nआपका निमंत्रण:\n${household.link}`
    : `Dear ${name},\n\nNews from ${couple}:\n${text.en}\n\nYour invitation:\n${household.link}`;
}

const PLACEHOLDER = /\{([a-z]+)\}/g;

/** The placeholders a template uses that are not ours, e.g. "{name}" for "{household}": site.json refuses those. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

/** `site` in the household's language (site.json's own template for it, or the default one). */
export function messageTemplate(site: Pick<Site, 'messages'>, kind: WalkKind, language: Language = 'en'): string {
  if (kind === 'stay') return STAY_MESSAGES[language];
  return site.messages?.[kind] ?? DEFAULT_MESSAGES[language][kind];
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

export type MessageSite = Pick<Site, 'messages' | 'couple' | 'rsvpDeadline'>;

/** The message for a household, in its language: `site` is the content in that language. */
export function householdMessage(
  site: MessageSite,
  kind: WalkKind,
  household: { name: string; link: string },
  language: Language = 'en',
): string {
  return fillMessage(messageTemplate(site, kind, language), {
    household: household.name,
    link: household.link,
    couple: coupleNames(site.couple, language),
    deadline: site.rsvpDeadline,
  });
}
