import type { Site } from '../site/schema';

export const MESSAGE_KINDS = ['invite', 'reminder'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const PLACEHOLDERS = ['household', 'link', 'couple', 'deadline'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/** What the couple sends when site.json says nothing: short enough to read in a chat's notification. */
export const DEFAULT_MESSAGES: Record<MessageKind, string> = {
  invite:
    'Dear {household},\n\nWith joy, {couple} invite you to their wedding. Please open your invitation and let us know, for each function, who will join us, by {deadline}:\n{link}',
  reminder: 'Dear {household},\n\nA gentle reminder from {couple}: we would love to know who will join us, by {deadline}. Your invitation:\n{link}',
};

const PLACEHOLDER = /\{([a-z]+)\}/g;

/** The placeholders a template uses that are not ours, e.g. "{name}" for "{household}": site.json refuses those. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

export function messageTemplate(site: Pick<Site, 'messages'>, kind: MessageKind): string {
  return site.messages?.[kind] ?? DEFAULT_MESSAGES[kind];
}

/** A message for one household; each placeholder is replaced once, so a household named "{link}" stays a name. */
export function fillMessage(template: string, values: Readonly<Record<Placeholder, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => ((PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole));
}

export function householdMessage(site: Pick<Site, 'messages' | 'couple' | 'rsvpDeadline'>, kind: MessageKind, household: { name: string; link: string }): string {
  return fillMessage(messageTemplate(site, kind), {
    household: household.name,
    link: household.link,
    couple: `${site.couple.first} & ${site.couple.second}`,
    deadline: site.rsvpDeadline,
  });
}
