// Importing the guest list from a spreadsheet, exporting it with the links, and the caterer's headcounts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Headcount } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import { LANGUAGE_REGISTRY } from '../../shared/site/languages';
import type { Site, SiteFile } from '../../shared/site/schema';
import { makeDataDir, REPO_ROOT, signIn, startTestApp, useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { assertDatedSheet } from './calls';

// Saved by a European Excel: a byte-order mark, semicolons, columns in an order and case of the couple's own.
const SHEET = [
  '\uFEFFname;HOUSEHOLD;Functions;plus-ones;Child;Phone;language;E-mail',
  'Rajesh Sharma;Sharma family;Mehendi Ceremony, Jaimaal & Wedding Ceremony;1;;+91 98765 43210;Hindi;rajesh@example.com',
  'Sunita Sharma;Sharma family;Mehendi Ceremony, Jaimaal & Wedding Ceremony;;;;;',
  'Aarav Sharma;Sharma family;mehendi-ceremony;;yes;;;',
  'Meera Kapoor;Kapoor family;all;;;;en;',
  'अनन्या वर्मा;वर्मा परिवार;Haldi Ceremony;;;;हिंदी;',
].join('\r\n');

const csv = { 'content-type': 'text/csv' };

/** What an import did, in numbers; what it says in words (changes, ignored columns) has tests of its own. */
const counts = (body: { created: number; updated: number; unchanged: number; errors: unknown[] }) => ({
  created: body.created,
  updated: body.updated,
  unchanged: body.unchanged,
  errors: body.errors,
});

describe('importing the guest list', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const post = (url: string, sheet: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...csv, cookie: t.cookie }, payload: sheet });
  const households = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: t.cookie } })
    ).json() as Household[];

  test('a preview says what would be created and writes nothing', async () => {
    const preview = await post('/api/admin/households/import?dryRun=1', SHEET);
    assert.equal(preview.statusCode, 200, preview.body);
    assert.deepEqual(counts(preview.json()), { created: 3, updated: 0, unchanged: 0, errors: [] });
    assert.deepEqual(await households(), []);
  });

  test('the import groups rows into households, matching columns, events and languages by name', async () => {
    const imported = await post('/api/admin/households/import', SHEET);
    assert.equal(imported.statusCode, 200, imported.body);
    assert.deepEqual(counts(imported.json()), { created: 3, updated: 0, unchanged: 0, errors: [] });
    const list = await households();
    const sharmas = list.find((h) => h.name === 'Sharma family');
    assert.ok(sharmas);
    assert.deepEqual(
      {
        members: sharmas.members.map((m) => [m.name, m.child]),
        events: sharmas.events,
        plusOnes: sharmas.plusOnes,
        phone: sharmas.phone,
        language: sharmas.language,
        email: sharmas.email,
      },
      {
        members: [
          ['Rajesh Sharma', false],
          ['Sunita Sharma', false],
          ['Aarav Sharma', true],
        ],
        events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
        plusOnes: 1,
        phone: '+91 98765 43210',
        language: 'hi',
        email: 'rajesh@example.com',
      },
    );
    assert.equal(
      list.find((h) => h.name === 'Kapoor family')?.events.length,
      5,
      '"all" is every public event: a private one is given by name',
    );
    assert.ok(!list.find((h) => h.name === 'Kapoor family')?.events.includes('sagan'));
    const vermas = list.find((h) => h.name === 'वर्मा परिवार');
    assert.deepEqual(
      [vermas?.members[0]?.name, vermas?.language, vermas?.events],
      ['अनन्या वर्मा', 'hi', ['haldi-ceremony']],
    );
  });

  test('importing the same sheet again changes nothing', async () => {
    const before = await households();
    const again = await post('/api/admin/households/import', SHEET);
    assert.deepEqual(counts(again.json()), { created: 0, updated: 0, unchanged: 3, errors: [] });
    assert.deepEqual(await households(), before);
  });

  test('an edited sheet updates the household it changes, and its members keep their ids (and answers)', async () => {
    const before = (await households()).find((h) => h.name === 'Sharma family');
    const edited = SHEET.replace(
      'Aarav Sharma;Sharma family;mehendi-ceremony;;yes;;;',
      'Aarav Sharma;Sharma family;mehendi-ceremony;;yes;;;\r\nDadi Sharma;Sharma family;;;;;;',
    );
    const result = await post('/api/admin/households/import', edited);
    assert.deepEqual(counts(result.json()), { created: 0, updated: 1, unchanged: 2, errors: [] });
    const after = (await households()).find((h) => h.name === 'Sharma family');
    assert.deepEqual(
      after?.members.slice(0, 3).map((m) => m.id),
      before?.members.map((m) => m.id),
    );
    assert.equal(after?.members[3]?.name, 'Dadi Sharma');
  });

  test('every bad row is reported with its row number and column, and nothing is imported', async () => {
    const bad = [
      'Household,Name,Events,Plus ones,Child,Email,Language',
      'Iyer family,Kavya Iyer,Garba Night,0,,kavya@example.com,',
      ',Lone Guest,,,,,',
      'Iyer family,Suresh Iyer,,lots,maybe,suresh@,Klingon',
      'Iyer family,Kavya Iyer,,,,,',
    ].join('\n');
    const before = await households();
    // Every language of the registry, by its English name: English, Hindi, Bengali… Tamil…
    const everyLanguage = LANGUAGE_REGISTRY.map((language) => language.englishName).join(', ');
    for (const url of ['/api/admin/households/import?dryRun=1', '/api/admin/households/import']) {
      const response = await post(url, bad);
      assert.equal(response.statusCode, url.includes('dryRun') ? 200 : 400, response.body);
      assert.deepEqual(response.json().errors, [
        {
          row: 2,
          column: 'Events',
          message:
            '"Garba Night" is not an event of the itinerary (Check-in, Mehendi Ceremony, Sagan & Cocktail Party, Haldi Ceremony, Baaraat Departure, Jaimaal & Wedding Ceremony)',
        },
        { row: 3, column: 'Household', message: 'is empty: every person belongs to a household' },
        { row: 4, column: 'Child', message: '"maybe" is not yes or no' },
        { row: 4, column: 'Plus ones', message: '"lots" is not a whole number from 0 to 20' },
        { row: 4, column: 'Email', message: '"suresh@" is not an e-mail address' },
        {
          row: 4,
          column: 'Language',
          message: `"Klingon" is not a language the site knows: write one of ${everyLanguage}`,
        },
        { row: 5, column: 'Name', message: 'Kavya Iyer is in Iyer family twice' },
      ]);
    }
    assert.deepEqual(await households(), before);
  });

  test("the couple's guide's example sheet (docs/guest-list-example.csv) previews without a problem", async () => {
    const example = readFileSync(path.join(REPO_ROOT, 'docs', 'guest-list-example.csv'), 'utf8');
    const preview = await post('/api/admin/households/import?dryRun=1', example);
    assert.equal(preview.statusCode, 200);
    assert.deepEqual(preview.json().errors, []);
    assert.equal(preview.json().created + preview.json().updated + preview.json().unchanged, 3);
  });

  test('a sheet without a Household or Name column says which it needs', async () => {
    const response = await post('/api/admin/households/import?dryRun=1', 'Guest name,Phone\nAsha,123\n');
    assert.deepEqual(response.json().errors, [
      { row: 1, column: null, message: 'the sheet needs a "Household" column (found: Guest name, Phone)' },
    ]);
  });

  test('only CSV is taken, and only with the session', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import',
      headers: { cookie: t.cookie },
      payload: { sheet: SHEET },
    });
    assert.equal(json.statusCode, 415);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import',
      headers: csv,
      payload: SHEET,
    });
    assert.equal(anonymous.statusCode, 401);
  });

  test('a sheet of 500 households (2,000 people) previews and imports in one go', async () => {
    const rows = ['Household,Name,Events,Child'];
    for (let h = 0; h < 500; h++)
      for (let m = 0; m < 4; m++)
        rows.push(`Family ${h},Person ${h}-${m},mehendi-ceremony;haldi-ceremony,${m === 3 ? 'yes' : ''}`);
    const sheet = rows.join('\n');
    const preview = await post('/api/admin/households/import?dryRun=1', sheet);
    assert.deepEqual(counts(preview.json()), { created: 500, updated: 0, unchanged: 0, errors: [] });
    const imported = await post('/api/admin/households/import', sheet);
    assert.deepEqual(counts(imported.json()), { created: 500, updated: 0, unchanged: 0, errors: [] });
    const people = t.db
      .prepare(
        "SELECT count(*) AS n FROM members m JOIN households h ON h.id = m.household_id WHERE h.name LIKE 'Family %'",
      )
      .get() as { n: number };
    assert.equal(people.n, 2000);
  });
});

describe('importing, for a couple who reads the admin in Hindi', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('each row’s problem, the refusal and a change to a household are said in Hindi', async () => {
    const call = (method: 'PUT' | 'POST', url: string, payload: string | object, headers = {}) =>
      t.app.inject({ method, url, headers: { cookie: t.cookie, ...headers }, payload });
    assert.equal((await call('PUT', '/api/admin/me/language', { language: 'hi' })).statusCode, 200);
    const refused = await call(
      'POST',
      '/api/admin/households/import',
      'Household,Name,Phone,Child\nSharma family,Ravi,abc,perhaps\n',
      csv,
    );
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, '1 पंक्ति में गड़बड़ी है; सूची में कुछ नहीं बदला। शीट में इसे ठीक करके फिर कोशिश करें।');
    assert.deepEqual(
      refused.json().errors.map((error: { message: string }) => error.message),
      ['"perhaps" न हाँ है, न नहीं', '"abc" फ़ोन नंबर नहीं है (सिर्फ़ अंक, स्पेस, + - ( ) .)'],
    );
    assert.equal(
      (await call('POST', '/api/admin/households/import', 'Household,Name\nSharma family,Ravi\n', csv)).statusCode,
      200,
    );
    const preview = await call(
      'POST',
      '/api/admin/households/import?dryRun=1',
      'Household,Name,Phone\nSharma family,Ravi,98765 43210\n',
      csv,
    );
    assert.deepEqual(preview.json().changes, [{ household: 'Sharma family', changes: ['फ़ोन जोड़ता है: 98765 43210'] }]);
  });
});

describe('a sheet that names functions as families write them', () => {
  const t = useTestApp({ signedIn: true });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: string | object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: t.cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  test('titles in either language and their spellings are read; a near word is read and shown to be checked', async () => {
    // The couple renamed the wedding ceremony in the editor: Pheras, फेरे in Hindi.
    const { version, site } = (await call('GET', '/api/admin/site')).json() as { version: string; site: SiteFile };
    const days = structuredClone(site.days);
    const ceremony = days.flatMap((day) => day.events).find((event) => event.id === 'jaimaal-wedding-ceremony');
    assert.ok(ceremony);
    ceremony.title = { en: 'Pheras', hi: 'फेरे' };
    const saved = await call('PUT', '/api/admin/site', { ...site, days }, { 'if-match': `"${version}"` });
    assert.equal(saved.statusCode, 200, saved.body);

    const sheet = [
      'Household,Name,Functions,Greeting',
      'Mama ji (Vinod Sharma),Vinod Sharma,"Mehndi, फेरे",',
      "Arjun's school gang - Dev,Dev Mehta,Phere; Sangeet Nite,",
      'Verma family,Anil Verma,Meheni,The Verma family',
      "Arjun's school gang - Kabir,Kabir Rao,Haldi,",
    ].join('\n');
    const refused = await call('POST', '/api/admin/households/import?dryRun=1', sheet, csv);
    assert.equal(refused.statusCode, 200);
    assert.deepEqual(
      refused.json().errors.map((error: { row: number; message: string }) => [error.row, error.message]),
      [
        [
          3,
          '"Sangeet Nite" is not an event of the itinerary (Check-in, Mehendi Ceremony, Sagan & Cocktail Party, Haldi Ceremony, Baaraat Departure, Pheras)',
        ],
      ],
    );
    const preview = await call(
      'POST',
      '/api/admin/households/import?dryRun=1',
      sheet.replace('; Sangeet Nite', ''),
      csv,
    );
    assert.equal(preview.statusCode, 200, preview.body);
    const body = preview.json();
    assert.deepEqual(body.errors, []);
    // Read by their sound, or near it: shown to be checked. फेरे is the Hindi title itself.
    assert.deepEqual(body.readAs, [
      { word: 'Mehndi', title: 'Mehendi Ceremony', rows: [2] },
      { word: 'Phere', title: 'Pheras', rows: [3] },
      { word: 'Meheni', title: 'Mehendi Ceremony', rows: [4] },
    ]);
    assert.deepEqual(body.greetedByName, {
      count: 3,
      examples: ['Mama ji (Vinod Sharma)', "Arjun's school gang - Dev"],
    });
    const imported = await call('POST', '/api/admin/households/import', sheet.replace('; Sangeet Nite', ''), csv);
    assert.equal(imported.statusCode, 200, imported.body);
    const list = (await call('GET', '/api/admin/households')).json() as Household[];
    assert.deepEqual(Object.fromEntries(list.map((household) => [household.name, household.events])), {
      'Mama ji (Vinod Sharma)': ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
      "Arjun's school gang - Dev": ['jaimaal-wedding-ceremony'],
      'Verma family': ['mehendi-ceremony'],
      "Arjun's school gang - Kabir": ['haldi-ceremony'],
    });
    // The list's sheet writes them by their titles, in the reader's language; it imports back unchanged.
    const exported = await call('GET', '/api/admin/households.csv');
    assert.match(exported.body, /Mama ji \(Vinod Sharma\),Vinod Sharma,,,Mehendi Ceremony; Pheras,/);
    assert.doesNotMatch(exported.body, /jaimaal-wedding-ceremony|mehendi-ceremony/);
    const again = await call('POST', '/api/admin/households/import', exported.body, csv);
    assert.equal(again.json().unchanged, 4, again.body);
    assert.equal((await call('PUT', '/api/admin/me/language', { language: 'hi' })).statusCode, 200);
    assert.match((await call('GET', '/api/admin/households.csv')).body, /मेहंदी; फेरे/);
    // The admin in Hindi reads the functions as the Hindi page gives them, and the caterer's numbers too.
    const { events } = (await call('GET', '/api/admin/events')).json() as {
      events: Array<{ title: string; time: string }>;
    };
    assert.deepEqual(
      events.slice(1, 2).map((event) => event.title),
      ['मेहंदी'],
    );
    assert.match(events[1]?.time ?? '', /बजे/);
    assert.match((await call('GET', '/api/admin/headcounts.csv')).body, /मेहंदी/);
  });
});

describe('the guest list as CSV, with the links', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite(), publicUrl: 'https://wedding.example.com' });
  test("one row per person in the import's format, each with its household's absolute link; it imports back unchanged", async () => {
    const headers = { cookie: t.cookie };
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import',
      headers: { ...headers, ...csv },
      payload: SHEET,
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/households', headers })).json() as Household[];
    const exported = await t.app.inject({ method: 'GET', url: '/api/admin/households.csv', headers });
    assert.equal(exported.statusCode, 200);
    assertDatedSheet(exported, 'guest-list');
    const lines = exported.body.split('\r\n');
    assert.equal(
      lines[0],
      // Travelling is read back; the journey's columns after Status are the household's own telling, read past.
      '\uFEFFHousehold,Name,Phone,Email,Events,Plus ones,Child,Language,Notes,Greeting (English),Greeting (Hindi),Side,Groups,Travelling,Link,Status,Arrives,Leaves,Pickup or drop,Stays,Needs',
    );
    assert.equal(lines.length, 1 + 5 + 1);
    const sharmas = list.find((h) => h.name === 'Sharma family');
    assert.equal(sharmas?.link, `https://wedding.example.com/i/${sharmas?.token}`);
    assert.ok(
      lines.some((line) =>
        line.startsWith(
          'Sharma family,Aarav Sharma,"=""+91 98765 43210""",rajesh@example.com,Mehendi Ceremony; Jaimaal & Wedding Ceremony,1,yes,Hindi,,,,both,,no,https://wedding.example.com/i/',
        ),
      ),
    );
    const reimported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import',
      headers: { ...headers, ...csv },
      payload: exported.body,
    });
    assert.deepEqual(counts(reimported.json()), { created: 0, updated: 0, unchanged: 3, errors: [] });
  });
});

describe('headcounts per function', () => {
  test('invited, attending, declined, not yet answered, children and meals; an event removed from site.json keeps its answers', async () => {
    const dataDir = makeDataDir();
    let started = await startTestApp({ dataDir, site: guestListSite() });
    try {
      let cookie = await signIn(started.app);
      await started.app.inject({
        method: 'POST',
        url: '/api/admin/households/import',
        headers: { cookie, ...csv },
        payload: SHEET,
      });
      const list = (
        await started.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie } })
      ).json() as Household[];
      const sharmas = list.find((h) => h.name === 'Sharma family') as Household;
      const [rajesh, sunita, aarav] = sharmas.members;
      const answer = {
        members: [
          {
            id: rajesh?.id,
            events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': true },
            meal: 'Jain',
            dietaryRestrictions: 'No onion or garlic',
          },
          {
            id: sunita?.id,
            events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': false },
            meal: 'Vegetarian',
          },
          { id: aarav?.id, events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': true } },
          { name: 'Kiran Rao', events: { 'mehendi-ceremony': false, 'jaimaal-wedding-ceremony': true }, meal: 'Jain' },
        ],
      };
      const put = await started.app.inject({
        method: 'PUT',
        url: `/api/invitations/${sharmas.token}/response`,
        payload: answer,
      });
      assert.equal(put.statusCode, 200, put.body);

      const counts = (
        await started.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie } })
      ).json() as Headcount[];
      const byId = new Map(counts.map((c) => [c.eventId, c]));
      // Mehendi: Sharmas (3), their named extra guest and Kapoors (1) invited; three Sharmas come, the extra guest does
      // not; Meera has not answered. Coming, not coming and not answered add up to the invited.
      assert.deepEqual(
        (({ invited, attending, declined, pending, children, meals }) => ({
          invited,
          attending,
          declined,
          pending,
          children,
          meals,
        }))(byId.get('mehendi-ceremony') as Headcount),
        {
          invited: 5,
          attending: 3,
          declined: 1,
          pending: 1,
          children: 1,
          meals: { Jain: 1, Vegetarian: 1, 'No choice': 1 },
        },
      );
      assert.deepEqual(
        (({ invited, attending, declined, pending, meals }) => ({ invited, attending, declined, pending, meals }))(
          byId.get('jaimaal-wedding-ceremony') as Headcount,
        ),
        { invited: 5, attending: 3, declined: 1, pending: 1, meals: { Jain: 2, 'No choice': 1 } },
      );
      assert.deepEqual(byId.get('jaimaal-wedding-ceremony')?.dietary, [
        { household: 'Sharma family', name: 'Rajesh Sharma', meal: 'Jain', note: 'No onion or garlic' },
      ]);

      const sheet = await started.app.inject({ method: 'GET', url: '/api/admin/headcounts.csv', headers: { cookie } });
      const lines = sheet.body.split('\r\n');
      assert.equal(
        lines[0],
        '\uFEFFFunction,Invited,Attending,Declined,No answer yet,Children attending,Vegetarian,Jain,Non-vegetarian,No choice',
      );
      assert.ok(lines.includes('Mehendi Ceremony,5,3,1,1,1,1,1,0,1'), sheet.body);
      assert.ok(
        lines.includes('Jaimaal & Wedding Ceremony,Sharma family,Rajesh Sharma,Jain,No onion or garlic'),
        sheet.body,
      );

      // The couple drops the Mehendi from site.json, saying so; the Sharmas' answers for it stay in the counts.
      await started.close();
      const site = guestListSite();
      const withoutMehendi: Site = {
        ...site,
        retiredEvents: ['mehendi-ceremony'],
        days: site.days.map((day) => ({ ...day, events: day.events.filter((e) => e.title !== 'Mehendi Ceremony') })),
      };
      started = await startTestApp({ dataDir, site: withoutMehendi });
      cookie = await signIn(started.app);
      const later = (
        await started.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie } })
      ).json() as Headcount[];
      const removed = later.find((c) => c.eventId === 'mehendi-ceremony');
      assert.deepEqual(
        [removed?.removed, removed?.title, removed?.attending],
        [true, 'mehendi-ceremony (no longer in the itinerary)', 3],
      );
    } finally {
      await started.close();
    }
  });
});
