// The content editor's draft of site.json and what its sections share: how a change is made, and where the
// server's refusals are shown.
import { LANGUAGES, type Language, SOURCE_LANGUAGE, textIn } from '../../../shared/site/languages';
import type { SiteFile } from '../../../shared/site/schema';
import { type TimeGrammar, timeWords } from '../../../shared/site/time-words';
import { slugOf } from '../../../shared/text/slug';
import type { Localised } from './LocalTextField';

export type SiteEvent = SiteFile['days'][number]['events'][number];
export type SiteVenue = SiteFile['venues'][number];

// site.json's own sizes (shared/site/schema.ts), for the fields' maxLength: the server refuses anything longer.
export const SHORT_TEXT = 200;
export const LONG_TEXT = 2000;
export const EVENT_TIME = 60;
export const MESSAGE_TEXT = 1000;

/** What every section of the editor is given: the draft, a way to change it, and the server's word on a field. */
export interface SectionProps {
  readonly site: SiteFile;
  /** Changes a copy of the draft; the form shows it at once, and nothing is saved until "Save the content". */
  set(change: (draft: SiteFile) => void): void;
  /** The server's refusal of the field at `path` (or inside it), if the last save was refused. */
  errorAt(path: string): string | undefined;
}

/** A text left empty in every language is left out of site.json, as a hand-written file would. */
export const isEmpty = (text: Localised) => (typeof text === 'string' ? text === '' : Object.keys(text).length === 0);

/** Each of the wedding's languages and its grammar of times, as the admin's page data gives them. */
export type TimeGrammars = Readonly<Partial<Record<Language, TimeGrammar>>>;

/**
 * The time text written from a start and end in each language of `grammars` (in the registry's order, as a text the
 * editor wrote before is compared with it); undefined without a start.
 */
export function writtenTime(
  start: string | undefined,
  end: string | undefined,
  grammars: TimeGrammars,
): Localised | undefined {
  if (!start) return undefined;
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const grammar = grammars[language];
      return grammar ? [[language, timeWords(start, end, grammar)]] : [];
    }),
  );
}

const sameText = (a: Localised | undefined, b: Localised | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A function's start or end changed: its time as guests read it is written again from them, unless the couple has
 * written it their own way (it no longer says what the old start and end would have written).
 */
export function withMoment(event: SiteEvent, field: 'start' | 'end', value: string, grammars: TimeGrammars): SiteEvent {
  const next: SiteEvent = { ...event };
  if (value) next[field] = value;
  else delete next[field];
  // A start moved keeps its end as long after it as before, as a calendar does: an end left on the old day would be
  // before the new start.
  if (field === 'start' && value && event.start && event.end) {
    const length = Date.parse(`${event.end}:00Z`) - Date.parse(`${event.start}:00Z`);
    const end = new Date(Date.parse(`${value}:00Z`) + length);
    if (length > 0 && !Number.isNaN(end.getTime())) next.end = end.toISOString().slice(0, 16);
  }
  if (next.end !== undefined && next.start === undefined) delete next.end;
  const before = writtenTime(event.start, event.end, grammars);
  const after = writtenTime(next.start, next.end, grammars);
  if (after && (before === undefined || sameText(event.time as Localised, before)))
    next.time = after as SiteEvent['time'];
  return next;
}

/** "days[1].events[0].title: is missing; city: …" → each problem under the field it names; the rest on top. */
export function problemsByField(message: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const problem of message.split('; ')) {
    const at = /^([\w.[\]]+): /.exec(problem)?.[1] ?? '';
    found.set(at, [...(found.get(at) ?? []), problem]);
  }
  return found;
}

/** "Mehendi at the Haveli" → "mehendi-at-the-haveli": an id for a venue added in the editor. */
export function slugFrom(text: string, taken: readonly string[]): string {
  const base = slugOf(text, { maxLength: 34, fallback: 'venue' });
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * Meals added in the editor get their name in the source language (else in the first language it is given in) as
 * the id their answers are stored by.
 */
export function withMealIds(site: SiteFile): SiteFile {
  const meals = site.rsvp?.meals;
  if (!meals?.some((meal) => typeof meal !== 'string' && meal.id === '')) return site;
  return {
    ...site,
    rsvp: {
      ...site.rsvp,
      meals: meals.map((meal) =>
        typeof meal === 'string' || meal.id !== '' ? meal : { ...meal, id: textIn(meal.name, SOURCE_LANGUAGE).trim() },
      ),
    },
  };
}
