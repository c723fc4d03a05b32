import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { fill } from '../../shared/i18n/fill';
import { type SiteProblemWords, siteProblemWords } from '../../shared/i18n/site-problem-words';
import { MESSAGE_KINDS, PLACEHOLDERS, unknownPlaceholders } from '../../shared/reach/messages';
import { isKnownTimeZone } from '../../shared/reach/time-zone';
import { dayProblems } from '../../shared/site/day-problems';
import { weddingEvents } from '../../shared/site/events';
import {
  DEFAULT_SITE_LANGUAGES,
  inLanguage,
  LANGUAGES,
  languageFacts,
  SOURCE_LANGUAGE,
  textIn,
} from '../../shared/site/languages';
import { mealIds } from '../../shared/site/meals';
import { type Site, type SiteFile, SiteSchema } from '../../shared/site/schema';
import { fieldPath } from '../http/field-path';
import { isCountryCode } from './country-code';
import { DEFAULT_SITE_FILE } from './defaults';
import { withWrittenEventIds } from './event-ids';

export const SITE_FILE = 'site.json';

/** A site.json read at start is told of in the source language, to the one who runs the server. */
const ENGLISH = siteProblemWords(SOURCE_LANGUAGE);

/** A site.json the server cannot use; the message names the file and the field so the couple can fix it. */
export class SiteError extends Error {
  override name = 'SiteError';
}

function describe(error: ErrorObject, words: SiteProblemWords): string {
  const where = fieldPath(error.instancePath);
  const at = (text: string) => `${where || words.topLevel}: ${text}`;
  const inside = (name: string) => `${where ? `${where}.` : ''}${name}`;
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  const limit = (error.params as { limit?: number }).limit ?? '';
  switch (error.keyword) {
    case 'pattern':
      // "must match pattern ^\d{4}-..." tells a couple nothing; the schema's description says what to write.
      return at(
        description === 'YYYY-MM-DD'
          ? words.useADate
          : description
            ? fill(words.notInFormAs, { form: description })
            : words.notInForm,
      );
    case 'maxItems':
      return at(fill(words.atMostEntries, { limit }));
    case 'type':
      return at(fill(words.expected, { type: (error.params as { type: string }).type }));
    case 'required':
      return `${inside((error.params as { missingProperty: string }).missingProperty)}: ${words.missing}`;
    case 'additionalProperties': {
      const unknown = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      // A text given per language, in one the registry does not know: no page could show it.
      if (sameMembers(known, LANGUAGES)) return `${inside(unknown)}: ${notALanguage(unknown, words)}`;
      const near = nearestName(unknown, known);
      return `${inside(unknown)}: ${near ? fill(words.unknownFieldNear, { near }) : words.unknownField}`;
    }
    case 'minLength':
      return at(limit === 1 ? words.notEmpty : fill(words.tooShort, { limit }));
    case 'maxLength':
      return at(fill(words.tooLong, { limit }));
    case 'minimum':
      return at(fill(words.tooSmall, { limit }));
    case 'maximum':
      return at(fill(words.tooLarge, { limit }));
    case 'anyOf': {
      const values = fixedValues(error.parentSchema);
      if (!values) break;
      return at(
        sameMembers(values, LANGUAGES)
          ? notALanguage(String(error.data), words)
          : fill(words.oneOf, { values: values.join(', ') }),
      );
    }
  }
  // Ajv's own words, in English: for the keywords a couple's edit rarely meets.
  return at(words === ENGLISH ? (error.message ?? words.notValid) : words.notValid);
}

/** A language the registry does not have: there are no words (locales/<code>/) to show a page in it. */
const notALanguage = (value: string, words: SiteProblemWords) =>
  fill(words.noWordsInLanguage, {
    value,
    languages: LANGUAGES.map((code) => `${code} (${languageFacts(code).englishName})`).join(', '),
  });

/** The values a choice among fixed ones allows (a union of literals: "languages", "theme"), or none. */
function fixedValues(schema: unknown): unknown[] | undefined {
  const branches = (schema as { anyOf?: unknown } | undefined)?.anyOf;
  const isConst = (branch: unknown) => typeof branch === 'object' && branch !== null && 'const' in branch;
  if (!Array.isArray(branches) || !branches.every(isConst)) return undefined;
  return branches.map((branch: { const: unknown }) => branch.const);
}

const sameMembers = (values: readonly unknown[], others: readonly unknown[]) =>
  values.length === others.length && others.every((other) => values.includes(other));

/**
 * Ajv's errors as the couple reads them, the first five: a value outside a choice among fixed ones fails each of
 * them, and is said once, with the values, rather than as five "must be equal to constant".
 */
function describeAll(errors: readonly ErrorObject[], words: SiteProblemWords): string[] {
  const choices = errors.filter((error) => error.keyword === 'anyOf' && fixedValues(error.parentSchema));
  const inAChoice = (error: ErrorObject) =>
    choices.some(
      (choice) => choice.instancePath === error.instancePath && error.schemaPath.startsWith(`${choice.schemaPath}/`),
    );
  return errors
    .filter((error) => !inAChoice(error))
    .slice(0, 5)
    .map((error) => describe(error, words));
}

/** The known name a typo most likely meant: within two edits ("privat", "Private", "venu"), or none. */
export function nearestName(typed: string, known: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const current = [i];
      for (let j = 1; j <= b.length; j++) {
        current[j] = Math.min(
          (previous[j] ?? 0) + 1,
          (current[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      }
      previous = current;
    }
    return previous[b.length] ?? Number.POSITIVE_INFINITY;
  };
  const ranked = known
    .map((name) => [name, distance(typed.toLowerCase(), name.toLowerCase())] as const)
    .sort((x, y) => x[1] - y[1]);
  const best = ranked[0];
  return best && best[1] <= Math.min(2, Math.floor(best[0].length / 2)) ? best[0] : undefined;
}

// Ajv is already what Fastify validates requests with; TypeBox's own checker would add several MB to the
// memory of a server that checks this file once, at start.
// validateSchema: false, because SiteSchema is ours (TypeBox) and tested; checking it against the meta-schema
// first compiled the meta-schema, some 20 ms of every start on a Pi-class core.
// Compiled when first needed: a restart on a site.json checked before needs no validator (see loadSite).
let compiledValidator: ReturnType<typeof compileValidator> | undefined;
const compileValidator = () =>
  new Ajv({ allErrors: true, strict: false, validateSchema: false, verbose: true }).compile<SiteFile>(SiteSchema);
const validateSite = (value: unknown): value is SiteFile => {
  compiledValidator ??= compileValidator();
  return compiledValidator(value);
};

/** 2025-02-28 is; 2025-02-30 and 2025-04-31 are not, though they have the form of a date. */
function isRealDate(iso: string): boolean {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// The sample wedding is 4 KB; a file a hundred times that is not a wedding's content but a mistake.
export const MAX_FILE_BYTES = 512 * 1024;

/** Checks content a schema cannot: that every event names a venue that exists, and that the dates run forward. */
function crossCheck(file: SiteFile, words: SiteProblemWords = ENGLISH): string[] {
  const problems: string[] = [];
  // Ids, dates and the rest are the same in every language; titles, in messages, are read in the source language.
  const site: Site = inLanguage(file, SOURCE_LANGUAGE);
  const venueIds = site.venues.map((v) => v.id);
  site.venues.forEach((venue, i) => {
    if (venueIds.indexOf(venue.id) !== i)
      problems.push(`venues[${i}].id: ${fill(words.venueUsedTwice, { id: venue.id })}`);
  });
  site.days.forEach((day, d) => {
    day.events.forEach((event, e) => {
      if (!venueIds.includes(event.venue)) {
        problems.push(
          `days[${d}].events[${e}].venue: ` +
            fill(words.notAVenue, { venue: event.venue, venues: venueIds.join(', ') }),
        );
      }
      for (const field of ['start', 'end'] as const) {
        const moment = event[field];
        if (moment !== undefined && !isRealDate(moment.slice(0, 10)))
          problems.push(`days[${d}].events[${e}].${field}: ${fill(words.notADay, { date: moment })}`);
      }
      if (event.end !== undefined && event.start === undefined)
        problems.push(`days[${d}].events[${e}].end: ${words.endWithoutStart}`);
      if (event.start !== undefined && event.end !== undefined && event.end <= event.start) {
        problems.push(
          `days[${d}].events[${e}].end: ${fill(words.endNotAfterStart, { end: event.end, start: event.start })}`,
        );
      }
    });
  });
  const dates: Array<[string, string]> = [
    ['startDate', site.startDate],
    ['endDate', site.endDate],
    ...site.days.map((day, d): [string, string] => [`days[${d}].date`, day.date]),
  ];
  for (const [field, date] of dates) {
    if (!isRealDate(date)) problems.push(`${field}: ${fill(words.notADay, { date })}`);
  }
  if (site.endDate < site.startDate)
    problems.push(`endDate: ${fill(words.endBeforeStart, { end: site.endDate, start: site.startDate })}`);
  const seen = new Set<string>();
  for (const event of weddingEvents(site)) {
    if (seen.has(event.id)) problems.push(fill(words.eventIdTwice, { id: event.id, title: event.title }));
    seen.add(event.id);
  }
  for (const retired of file.retiredEvents ?? []) {
    if (seen.has(retired)) problems.push(`retiredEvents: ${fill(words.retiredStillUsed, { id: retired })}`);
  }
  // Answers store a meal by its id: two meals under one id could not be told apart in the caterer's numbers.
  const mealIdList = mealIds(site);
  mealIdList.forEach((id, i) => {
    if (mealIdList.indexOf(id) !== i) problems.push(`rsvp.meals[${i}]: ${fill(words.mealIdTwice, { id })}`);
  });
  const countedFor = site.rsvp?.openAnswersCountFor;
  if (countedFor !== undefined && countedFor !== 'public') {
    const event = weddingEvents(site).find((e) => e.id === countedFor);
    if (!event) problems.push(`rsvp.openAnswersCountFor: ${fill(words.notAFunction, { id: countedFor })}`);
    else if (event.private)
      problems.push(`rsvp.openAnswersCountFor: ${fill(words.privateFunction, { id: countedFor })}`);
  }
  const closesAt = site.rsvp?.closesAt;
  if (closesAt !== undefined && Number.isNaN(Date.parse(closesAt)))
    problems.push(`rsvp.closesAt: ${fill(words.notAMoment, { value: closesAt })}`);
  if (site.defaultCountry !== undefined && !isCountryCode(site.defaultCountry)) {
    problems.push(`defaultCountry: ${fill(words.notACountry, { value: site.defaultCountry })}`);
  }
  if (site.timeZone !== undefined && !isKnownTimeZone(site.timeZone)) {
    problems.push(`timeZone: ${fill(words.notATimeZone, { value: site.timeZone })}`);
  }
  // Without "languages", the site is shown in the default ones (localised-site.ts): the default must be one of them.
  const languages = file.languages ?? DEFAULT_SITE_LANGUAGES;
  if (file.defaultLanguage !== undefined && !languages.includes(file.defaultLanguage)) {
    problems.push(
      `defaultLanguage: ${fill(words.notALanguage, { value: file.defaultLanguage, languages: languages.join(', ') })}`,
    );
  }
  return [...problems, ...messageProblems(file, words)];
}

/** The couple's own messages: each template as written, with only the placeholders there are, and the link. */
function messageProblems(file: SiteFile, words: SiteProblemWords): string[] {
  return MESSAGE_KINDS.flatMap((kind) => {
    const written = file.messages?.[kind];
    if (written === undefined) return [];
    // One for every language, or one per language it is given in.
    const templates: Array<[string, string]> =
      typeof written === 'string'
        ? [[`messages.${kind}`, written]]
        : LANGUAGES.flatMap((language) =>
            written[language] === undefined ? [] : [[`messages.${kind}.${language}`, textIn(written, language)]],
          );
    return templates.flatMap(([where, template]) => {
      const unknown = unknownPlaceholders(template);
      return [
        ...(unknown.length > 0
          ? [
              `${where}: ` +
                fill(words.unknownPlaceholders, {
                  unknown: `{${unknown.join('}, {')}}`,
                  known: `{${PLACEHOLDERS.join('}, {')}}`,
                }),
            ]
          : []),
        ...(template.includes('{link}') ? [] : [`${where}: ${words.noLink}`]),
      ];
    });
  });
}

/**
 * What is wrong with parsed JSON as the wedding's content, field by field ("days[1].events[2].start: …"): none, or
 * some.
 */
export function siteProblems(
  value: unknown,
  words: SiteProblemWords = ENGLISH,
  /** Whether the days and functions' dates must agree (day-problems.ts): for a save; a start only warns of them. */
  { datesAgree = true }: { datesAgree?: boolean } = {},
): { site: SiteFile } | { problems: string[] } {
  if (!validateSite(value)) return { problems: describeAll(compiledValidator?.errors ?? [], words) };
  const problems = [
    ...crossCheck(value, words),
    ...(datesAgree ? dayProblems(inLanguage(value, SOURCE_LANGUAGE), words) : []),
  ];
  return problems.length > 0 ? { problems } : { site: value };
}

/** Validates parsed JSON as the wedding's content, or throws a SiteError that names every bad field. */
export function parseSite(value: unknown, source = SITE_FILE, { datesAgree = true } = {}): SiteFile {
  const checked = siteProblems(value, ENGLISH, { datesAgree });
  if ('problems' in checked) throw new SiteError(`${source}: ${checked.problems.join('; ')}`);
  return checked.site;
}

/** The checks beyond the schema's (dates that exist, known time zones, message templates), on a site already valid. */
function checkedSite(site: SiteFile, source: string): SiteFile {
  const problems = crossCheck(site);
  if (problems.length > 0) throw new SiteError(`${source}: ${problems.join('; ')}`);
  return site;
}

let schemaText: string | undefined;
const schemaVersion = () => {
  schemaText ??= JSON.stringify(SiteSchema);
  return schemaText;
};

function readMark(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Best effort: without the mark, the next start checks the file again. */
function writeMark(file: string, fingerprint: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fingerprint);
  } catch {
    // A read-only or full data folder: nothing lost but a little time at the next start.
  }
}

/** Writes the file whole, on disk, then puts it in place: a crash leaves the old file or the new one, never half. */
export function replaceFile(file: string, text: string | Buffer, flag: 'w' | 'wx' = 'w'): void {
  const partial = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(partial, text, { flag });
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } catch (err) {
    // A full disk leaves half a file behind: it would take the space the next try needs.
    rmSync(partial, { force: true });
    throw err;
  }
  // The new name is on the disk only once its folder is: without this a power cut could bring back the old file
  // after the save was acknowledged.
  const folder = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/**
 * Reads DATA_DIR/site.json, writing the sample wedding there first if the file does not exist yet,
 * so that the couple has a complete file to edit. Events written without an id get the one they have always had
 * written into the file (src/site/event-ids.ts); `warn` hears when that cannot be written.
 */
export function loadSite(
  dataDir: string,
  warn: (message: string) => void = (message) => process.emitWarning(message),
): SiteFile {
  const file = path.join(dataDir, SITE_FILE);
  if (!existsSync(file)) replaceFile(file, `${JSON.stringify(DEFAULT_SITE_FILE, null, 2)}\n`, 'wx');
  if (statSync(file).size > MAX_FILE_BYTES) {
    throw new SiteError(
      `${file}: is ${Math.round(statSync(file).size / 1024)} KB; ` +
        `a wedding's content fits in ${MAX_FILE_BYTES / 1024} KB (is something pasted many times?)`,
    );
  }
  // Windows Notepad starts a UTF-8 file with a byte-order mark, which JSON.parse refuses.
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new SiteError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  // A file whose exact bytes this schema passed before (at the last start) passes again: the schema's check, and
  // the compiling of its validator, were the largest part of a restart's own work. The other checks always run.
  const mark = path.join(dataDir, 'cache', 'site-checked');
  const fingerprintOf = (bytes: string) =>
    createHash('sha256').update(schemaVersion()).update(bytes).digest('base64url');
  const passedBefore = readMark(mark) === fingerprintOf(text);
  // A site that ran before this version checked its dates agree is not stopped by them: it starts, and says so.
  const checked = passedBefore ? checkedSite(parsed as SiteFile, file) : parseSite(parsed, file, { datesAgree: false });
  if (!passedBefore) writeMark(mark, fingerprintOf(text));
  const disagree = dayProblems(inLanguage(checked, SOURCE_LANGUAGE), ENGLISH);
  if (disagree.length > 0)
    warn(`${file}: the dates do not agree, and the content editor will not save until they do: ${disagree.join('; ')}`);
  const { file: site, added } = withWrittenEventIds(checked);
  if (added.length > 0) {
    const rewritten = `${JSON.stringify(site, null, 2)}\n`;
    try {
      replaceFile(file, rewritten);
    } catch (err) {
      // The ids are the same whether written or not; only a later change of title would move them.
      warn(`${file}: could not write the functions' ids (${added.join(', ')}) into it: ${(err as Error).message}`);
      return site;
    }
    // What the next start reads is these bytes, not the ones checked above.
    if (validateSite(site)) writeMark(mark, fingerprintOf(rewritten));
  }
  return site;
}
