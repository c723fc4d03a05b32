import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { inLanguage } from '../../shared/site/languages';
import { DEFAULT_SITE, DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { loadSite, parseSite, SiteError, siteProblems } from '../../src/site/load';
import { makeDataDir } from '../helpers/app';

const REMOVE = Symbol('remove');

/** A copy of the sample wedding with one value replaced (or removed) at a path such as ['venues', 1, 'address']. */
function editedSite(at: ReadonlyArray<string | number>, value: unknown): unknown {
  const site: unknown = structuredClone(DEFAULT_SITE);
  const parent = at
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], site) as Record<
    string | number,
    unknown
  >;
  const last = at[at.length - 1] ?? '';
  if (value === REMOVE) delete parent[last];
  else parent[last] = value;
  return site;
}

describe('site.json', () => {
  test("the built-in wedding is the spec's: dates, city, deadline, three venues in 122002, two days, four hosts", () => {
    const site = inLanguage(parseSite(DEFAULT_SITE), 'en');
    assert.equal(site.startDate, '2025-08-31');
    assert.equal(site.endDate, '2025-09-01');
    assert.equal(site.city, 'Gurugram, India');
    assert.equal(site.rsvpDeadline, 'May 15, 2025');
    assert.equal(site.venues.length, 3);
    assert.ok(site.venues.every((v) => v.address.endsWith('Gurugram, India 122002')));
    assert.deepEqual(
      site.days.map((d) => d.events.map((e) => e.title)),
      [
        ['Check-in', 'Mehendi Ceremony', 'Sagan & Cocktail Party'],
        ['Haldi Ceremony', 'Baaraat Departure', 'Jaimaal & Wedding Ceremony'],
      ],
    );
    assert.equal(site.hosts.length, 4);
  });

  test('the first start writes the sample wedding to the data folder, and later starts read it back', () => {
    const dataDir = makeDataDir();
    const site = loadSite(dataDir);
    assert.deepEqual(site, DEFAULT_SITE_FILE);
    assert.deepEqual(inLanguage(site, 'en'), DEFAULT_SITE, "in English, the spec's wedding");
    const file = path.join(dataDir, 'site.json');
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), DEFAULT_SITE_FILE);
    writeFileSync(file, JSON.stringify({ ...DEFAULT_SITE, city: 'Jaipur, India' }));
    assert.equal(inLanguage(loadSite(dataDir), 'hi').city, 'Jaipur, India');
  });

  test('a site.json whose dates disagree still starts, and says what to fix; a save of it is refused', () => {
    const dataDir = makeDataDir();
    const [first, second] = DEFAULT_SITE_FILE.days;
    assert.ok(first && second);
    // A day moved alone, as the editor allowed before: its functions still on the old date.
    const file = { ...DEFAULT_SITE_FILE, days: [first, { ...second, date: '2025-08-31' }] };
    writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(file));
    const warnings: string[] = [];
    assert.deepEqual(
      loadSite(dataDir, (message) => warnings.push(message)),
      file,
    );
    assert.equal(warnings.length, 1);
    assert.match(
      warnings[0] ?? '',
      /the dates do not agree, .*: days\[1\]\.events\[0\]\.start: 2025-09-01T\d\d:\d\d is not on its day, 2025-08-31/,
    );
    // And again at the next start, when the file's bytes passed the schema before.
    assert.deepEqual(
      loadSite(dataDir, (message) => warnings.push(message)),
      file,
    );
    assert.equal(warnings.length, 2);
    assert.throws(() => parseSite(file), /days\[1\]\.events\[0\]\.start: /);
  });

  const broken: Array<[string, unknown, string]> = [
    [
      'a venue address that is not a string',
      editedSite(['venues', 1, 'address'], 42),
      'site.json: venues[1].address: expected string',
    ],
    ['a missing city', editedSite(['city'], REMOVE), 'site.json: city: is missing'],
    ['an unknown icon', editedSite(['days', 0, 'events', 2, 'icon'], 'rocket'), 'site.json: days[0].events[2].icon:'],
    [
      'a malformed date',
      editedSite(['startDate'], '31/08/2025'),
      'site.json: startDate: use a date written YYYY-MM-DD, such as 2025-08-31',
    ],
    [
      'a date that is not on the calendar',
      editedSite(['days', 0, 'date'], '2025-02-30'),
      'site.json: days[0].date: 2025-02-30 is not a day of the calendar',
    ],
    [
      'a 31st of April',
      editedSite(['startDate'], '2025-04-31'),
      'site.json: startDate: 2025-04-31 is not a day of the calendar',
    ],
    [
      'a day with more events than any wedding has',
      editedSite(['days', 0, 'events'], Array(21).fill(DEFAULT_SITE.days[0]?.events[0])),
      'site.json: days[0].events: at most 20 entries',
    ],
    [
      'an event at a venue that does not exist',
      editedSite(['days', 1, 'events', 0, 'venue'], 'beach'),
      'site.json: days[1].events[0].venue: "beach" is not a venue id (hotel, club, palace)',
    ],
    [
      'two venues with one id',
      editedSite(['venues', 2, 'id'], 'hotel'),
      'site.json: venues[2].id: "hotel" is used by an earlier venue too',
    ],
    [
      'an end before the start',
      editedSite(['endDate'], '2025-08-01'),
      'site.json: endDate: 2025-08-01 is before startDate 2025-08-31',
    ],
    ['a field it does not know', editedSite(['colour'], 'red'), 'site.json: colour: is not a field site.json knows'],
    [
      'a country phone numbers do not know',
      editedSite(['defaultCountry'], 'XX'),
      'site.json: defaultCountry: "XX" is not a country code phone numbers know (for India, "IN")',
    ],
    [
      'a message with a placeholder of its own',
      editedSite(['messages'], { invite: 'Dear {name}: {link}' }),
      'site.json: messages.invite: {name} is not one of {household}, {link}, {couple}, {deadline}',
    ],
    [
      'a time zone that does not exist',
      editedSite(['timeZone'], 'Asia/Kolkatta'),
      'site.json: timeZone: "Asia/Kolkatta" is not a time zone',
    ],
    [
      'a function that ends before it starts',
      editedSite(['days', 0, 'events', 1, 'end'], '2025-08-31T12:00'),
      'site.json: days[0].events[1].end: 2025-08-31T12:00 is not after its start 2025-08-31T13:00',
    ],
    [
      'a function starting on a day not on the calendar',
      editedSite(['days', 0, 'events', 1, 'start'], '2025-02-30T13:00'),
      'site.json: days[0].events[1].start: 2025-02-30T13:00 is not a day of the calendar',
    ],
    [
      'a start written without its time',
      editedSite(['days', 0, 'events', 1, 'start'], '2025-08-31'),
      'site.json: days[0].events[1].start: is not in the expected form (YYYY-MM-DDTHH:MM, the local time at the venue)',
    ],
    [
      'a language the site has no words for (no locales/xx/)',
      editedSite(['languages'], ['en', 'xx']),
      'site.json: languages[1]: "xx" is not a language the site has words for; it has them in en (English), hi (Hindi)',
    ],
    [
      'a default language the site is not shown in, when it names no languages',
      editedSite(['defaultLanguage'], 'ta'),
      'site.json: defaultLanguage: "ta" is not one of languages (en, hi)',
    ],
    [
      'a default language the site has no words for',
      editedSite(['defaultLanguage'], 'xx'),
      'site.json: defaultLanguage: "xx" is not a language the site has words for',
    ],
    ['a look it does not have', editedSite(['theme'], 'blue'), 'site.json: theme: must be one of maroon, marigold'],
    [
      'a text in a language the site has no words for',
      editedSite(['city'], { en: 'Jaipur', xx: 'Jaipur' }),
      'site.json: city: expected string; city.xx: "xx" is not a language the site has words for',
    ],
    [
      'a reminder without the link',
      editedSite(['messages'], { reminder: 'Dear {household}, please answer' }),
      'site.json: messages.reminder: has no {link}',
    ],
  ];
  for (const [what, site, message] of broken) {
    test(`refuses ${what}, naming the field`, () => {
      assert.throws(
        () => parseSite(site),
        (err: unknown) => {
          assert.ok(err instanceof SiteError);
          assert.ok(err.message.startsWith(message), `"${err.message}" starts with "${message}"`);
          return true;
        },
      );
    });
  }

  test('a message written once for every language is told of once, one given per language at each language', () => {
    const once = siteProblems(editedSite(['messages'], { invite: 'Dear {household}' }));
    assert.deepEqual('problems' in once && once.problems, [
      'messages.invite: has no {link}, so the household could not open its invitation',
    ]);
    const each = siteProblems(
      editedSite(['messages'], { invite: { en: 'Dear {household}: {link}', ta: 'அன்புள்ள {household}' } }),
    );
    assert.deepEqual('problems' in each && each.problems, [
      'messages.invite.ta: has no {link}, so the household could not open its invitation',
    ]);
  });

  test('reads a file saved with a byte-order mark (as Windows Notepad saves UTF-8)', () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'site.json'), `\uFEFF${JSON.stringify(DEFAULT_SITE, null, 2)}`);
    assert.deepEqual(loadSite(dataDir), DEFAULT_SITE);
  });

  test('refuses a file far larger than any wedding needs, saying so', () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify({ ...DEFAULT_SITE, filler: 'x'.repeat(600 * 1024) }));
    assert.throws(() => loadSite(dataDir), /site\.json: is 6\d\d KB; a wedding's content fits in 512 KB/);
  });

  test('a file the schema passed at one start is marked as such; an edit is checked again, and a refused one not marked', () => {
    const dataDir = makeDataDir();
    const first = loadSite(dataDir);
    const mark = path.join(dataDir, 'cache', 'site-checked');
    const passed = readFileSync(mark, 'utf8');
    assert.match(passed, /^[\w-]{43}$/);
    assert.deepEqual(loadSite(dataDir), first, 'unchanged, it loads as before');

    const file = path.join(dataDir, 'site.json');
    const edited = JSON.parse(readFileSync(file, 'utf8')) as { days: Array<Record<string, unknown>> };
    edited.days[0] = { ...edited.days[0], colour: 'gold' };
    writeFileSync(file, JSON.stringify(edited));
    assert.throws(() => loadSite(dataDir), /days\[0\]\.colour: is not a field site\.json knows/);
    assert.equal(readFileSync(mark, 'utf8'), passed, 'the refused file is not marked');
  });

  test('refuses a file that is not JSON, naming the file', () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'site.json'), '{ "couple": ');
    assert.throws(() => loadSite(dataDir), /site\.json: not valid JSON/);
  });
});

describe('site.json: functions keep their ids, and typos are refused', () => {
  const withoutIds = () => ({
    ...structuredClone(DEFAULT_SITE),
    days: DEFAULT_SITE.days.map((day) => ({ ...day, events: day.events.map(({ id: _id, ...event }) => event) })),
  });

  test("a start writes each function's id into the file, so that fixing a title later moves nothing", () => {
    const dataDir = makeDataDir();
    const file = path.join(dataDir, 'site.json');
    writeFileSync(file, JSON.stringify(withoutIds(), null, 2));
    loadSite(dataDir);
    const written = JSON.parse(readFileSync(file, 'utf8')) as typeof DEFAULT_SITE;
    assert.equal(written.days[0]?.events[1]?.id, 'mehendi-ceremony');
    assert.equal(Object.keys(written.days[0]?.events[1] ?? {})[0], 'id', 'the id is written first, where it is seen');
    const renamed = structuredClone(written);
    const mehendi = renamed.days[0]?.events[1];
    if (mehendi) mehendi.title = 'Mehndi Ceremony';
    writeFileSync(file, JSON.stringify(renamed));
    assert.equal(inLanguage(loadSite(dataDir), 'en').days[0]?.events[1]?.id, 'mehendi-ceremony');
  });

  test('the file with the ids written in is marked as checked, so the next start does not check it again', () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(withoutIds(), null, 2));
    loadSite(dataDir);
    const mark = path.join(dataDir, 'cache', 'site-checked');
    const afterWriting = readFileSync(mark, 'utf8');
    loadSite(dataDir);
    assert.equal(readFileSync(mark, 'utf8'), afterWriting, 'the second start found its bytes marked already');
  });

  test('an unknown key in a function, a day or a venue is refused, with the near miss it meant', () => {
    const typo = structuredClone(DEFAULT_SITE) as unknown as {
      days: Array<{ events: Array<Record<string, unknown>> }>;
      venues: Array<Record<string, unknown>>;
    };
    const event = typo.days[0]?.events[2];
    if (event) event.privat = true;
    assert.throws(
      () => parseSite(typo),
      /site\.json: days\[0\]\.events\[2\]\.privat: is not a field site\.json knows \(did you mean "private"\?\)/,
    );
    const venue = structuredClone(DEFAULT_SITE) as unknown as { venues: Array<Record<string, unknown>> };
    if (venue.venues[0]) venue.venues[0].adress = 'Somewhere';
    assert.throws(
      () => parseSite(venue),
      /venues\[0\]\.adress: is not a field site\.json knows \(did you mean "address"\?\)/,
    );
    const day = structuredClone(DEFAULT_SITE) as unknown as { days: Array<Record<string, unknown>> };
    if (day.days[1]) day.days[1].colour = 'red';
    assert.throws(() => parseSite(day), /days\[1\]\.colour: is not a field site\.json knows$/);
  });

  test("a retired id that is still a function's id is refused", () => {
    assert.throws(
      () => parseSite({ ...DEFAULT_SITE, retiredEvents: ['haldi-ceremony'] }),
      /retiredEvents: "haldi-ceremony" is the id of a function still in days/,
    );
  });
});
