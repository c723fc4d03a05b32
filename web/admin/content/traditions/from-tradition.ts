// The draft a tradition makes of the couple's content: the tradition's words and functions, with what is the couple's
// own setting rather than their wedding's words kept as it was.
import type { SiteFile } from '../../../../shared/site/schema';

/** What stays when a tradition replaces the content: how the site is reached and looks, and who may answer how. */
const SETTINGS = [
  'publicUrl',
  'theme',
  'allowIndexing',
  'shagun',
  'defaultCountry',
  'timeZone',
  'portraitAlt',
] as const;
const ANSWER_SETTINGS = ['mode', 'closesAt', 'askSongRequest', 'askTravel'] as const;

const functionIds = (site: SiteFile): string[] =>
  site.days.flatMap((day) => day.events.flatMap((event) => (event.id ? [event.id] : [])));

/**
 * `tradition` in place of `current`, keeping the couple's settings. A function of `current` that households are
 * invited to or answered for (`reached`) and that the tradition lacks is retired, as taking it out by hand does: its
 * invitations and answers are kept, unshown, and come back with it.
 */
export function draftFromTradition(current: SiteFile, tradition: SiteFile, reached: (id: string) => boolean): SiteFile {
  const draft: SiteFile = structuredClone(tradition);
  const settings = draft as Record<string, unknown>;
  for (const key of SETTINGS) {
    if (current[key] === undefined) delete settings[key];
    else settings[key] = structuredClone(current[key]);
  }
  const answers = Object.fromEntries(
    ANSWER_SETTINGS.flatMap((key) => (current.rsvp?.[key] === undefined ? [] : [[key, current.rsvp[key]]])),
  );
  if (Object.keys(answers).length > 0) draft.rsvp = { ...draft.rsvp, ...answers };
  const kept = new Set(functionIds(tradition));
  const retired = [
    ...new Set([
      ...(current.retiredEvents ?? []),
      ...(tradition.retiredEvents ?? []),
      ...functionIds(current).filter(reached),
    ]),
  ].filter((id) => !kept.has(id));
  if (retired.length > 0) draft.retiredEvents = retired;
  else delete draft.retiredEvents;
  return draft;
}

/** The couple's functions the tradition would take out while households are invited to them or answered for them. */
export const retiredBy = (current: SiteFile, tradition: SiteFile, reached: (id: string) => boolean): string[] => {
  const kept = new Set(functionIds(tradition));
  return functionIds(current).filter((id) => reached(id) && !kept.has(id));
};
