// The wedding's content, edited from the admin: read with its version, saved whole against the version it was made
// from, checked by the site's own rules, kept as versions, and served by the next request without a restart.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { SiteFile } from '../../shared/site/schema';
import { KEPT_VERSIONS } from '../../src/site/site-editor';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';
import { chooseAdminLanguage } from './calls';

interface SiteDocument {
  version: string;
  site: SiteFile;
}

describe('the content, edited from the admin', () => {
  const t = useTestApp({ signedIn: true });
  const read = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } });
    assert.equal(response.statusCode, 200);
    return response.json() as SiteDocument;
  };
  const save = (site: unknown, version?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      payload: site as object,
    });
  const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;
  const onDisk = () => readFileSync(path.join(t.dataDir, 'site.json'), 'utf8');

  test('reads the document site.json holds, with its version', async () => {
    const { version, site } = await read();
    assert.match(version, /^[\w-]{16}$/);
    assert.deepEqual(site, JSON.parse(onDisk()));
  });

  test('a save is on disk, the old version is kept, and the next page shows it: no restart', async () => {
    const before = await read();
    assert.match(await home(), /Ananya/);
    const response = await save({ ...before.site, couple: { first: 'Meera', second: 'Kabir' } }, before.version);
    assert.equal(response.statusCode, 200, response.body);
    const { version } = response.json() as { version: string };
    assert.notEqual(version, before.version);
    assert.equal((JSON.parse(onDisk()) as SiteFile).couple.first, 'Meera');
    assert.equal((await read()).version, version);
    const page = await home();
    assert.match(page, /Meera/);
    assert.doesNotMatch(page, /Ananya/);
    const versions = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site/versions', headers: { cookie: t.cookie } })
    ).json() as Array<{ version: string; replacedAt: string }>;
    assert.equal(versions[0]?.version, before.version);
    assert.ok(Date.parse(versions[0]?.replacedAt ?? '') > 0);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/admin/site/versions/${before.version}`,
      headers: { cookie: t.cookie },
    });
    assert.deepEqual((kept.json() as SiteDocument).site, before.site);
  });

  test('a save made from an older version, or a hand edit since, is refused with 412 and changes nothing', async () => {
    const opened = await read();
    const first = await save({ ...opened.site, city: 'Udaipur' }, opened.version);
    assert.equal(first.statusCode, 200);
    const second = await save({ ...opened.site, city: 'Jaipur' }, opened.version);
    assert.equal(second.statusCode, 412);
    assert.match((second.json() as { message: string }).message, /changed since you opened it/);
    assert.equal((JSON.parse(onDisk()) as SiteFile).city, 'Udaipur');

    const now = await read();
    writeFileSync(path.join(t.dataDir, 'site.json'), `${JSON.stringify({ ...now.site, city: 'Agra' }, null, 2)}\n`);
    const overHandEdit = await save({ ...now.site, city: 'Pune' }, now.version);
    assert.equal(overHandEdit.statusCode, 412);
    assert.equal((JSON.parse(onDisk()) as SiteFile).city, 'Agra');
  });

  test('a save without a version is refused with 428', async () => {
    const { site } = await read();
    const response = await save(site);
    assert.equal(response.statusCode, 428);
  });

  test('bad content is refused with 400 naming the field, and nothing changes on disk or on the page', async () => {
    const { version, site } = await read();
    const page = await home();
    const text = onDisk();
    const days = structuredClone(site.days);
    const event = days[1]?.events[0];
    assert.ok(event);
    event.start = '2025-13-45T99:00';
    const response = await save({ ...site, days }, version);
    assert.equal(response.statusCode, 400);
    assert.match((response.json() as { message: string }).message, /^days\[1\]\.events\[0\]\.start: /);
    const typo = await save({ ...site, privat: true }, version);
    assert.equal(typo.statusCode, 400);
    assert.equal(onDisk(), text);
    assert.equal(await home(), page);
  });

  test('a day moved without its functions, or a day outside the wedding, is refused with 400 naming the field', async () => {
    const { version, site } = await read();
    const text = onDisk();
    const second = site.days[1];
    assert.ok(second?.events[0]?.start);
    const movedAlone = await save(
      { ...site, days: [site.days[0], { ...second, date: site.endDate.replace(/-(\d\d)$/, '-02') }] },
      version,
    );
    assert.equal(movedAlone.statusCode, 400);
    const said = (movedAlone.json() as { message: string }).message;
    assert.match(said, /^days\[1\]\.events\[0\]\.start: \S+ is not on its day, /);
    assert.match(said, /days\[1\]\.date: \S+ is after the last day, endDate /);
    const earlier = await save({ ...site, startDate: site.endDate }, version);
    assert.equal(earlier.statusCode, 400);
    assert.match((earlier.json() as { message: string }).message, /^days\[0\]\.date: \S+ is before the first day/);
    assert.equal(onDisk(), text);
  });

  test('what is wrong is said in the language of the one saving: each field’s problem, in Hindi', async () => {
    await chooseAdminLanguage(t.app, t.cookie, 'hi');
    const { version, site } = await read();
    const response = await save({ ...site, timeZon: 'Asia/Kolkata' }, version);
    assert.equal(response.statusCode, 400);
    assert.equal(
      (response.json() as { message: string }).message,
      'timeZon: site.json में ऐसा कोई फ़ील्ड नहीं होता (क्या आपका मतलब "timeZone" था?)',
    );
    const wrongDay = await save({ ...site, endDate: '2025-02-30' }, version);
    assert.equal(
      (wrongDay.json() as { message: string }).message.split('; ')[0],
      'endDate: 2025-02-30 कैलेंडर का कोई दिन नहीं है',
    );
    await chooseAdminLanguage(t.app, t.cookie, 'en');
  });

  test('only the couple reads or saves the content', async () => {
    const { version, site } = await read();
    for (const [method, url] of [
      ['GET', '/api/admin/site'],
      ['PUT', '/api/admin/site'],
      ['GET', '/api/admin/site/versions'],
      ['GET', `/api/admin/site/versions/${version}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'if-match': version },
        ...(method === 'PUT' ? { payload: site as object } : {}),
      });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, 'if-match': version, 'sec-fetch-site': 'cross-site' },
      payload: { ...site, city: 'Nowhere' },
    });
    assert.equal(crossSite.statusCode, 403);
    assert.notEqual((JSON.parse(onDisk()) as SiteFile).city, 'Nowhere');
  });

  test(`keeps the newest ${KEPT_VERSIONS} versions`, async () => {
    for (let i = 0; i < KEPT_VERSIONS + 2; i++) {
      const { version, site } = await read();
      assert.equal((await save({ ...site, city: `City ${i}` }, version)).statusCode, 200);
    }
    const versions = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site/versions', headers: { cookie: t.cookie } })
    ).json() as unknown[];
    assert.equal(versions.length, KEPT_VERSIONS);
  });
});

describe('the content, edited while households hold answers', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const read = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } })
    ).json() as SiteDocument;

  test('a function that households were invited to is not removed without saying what that would hide', async () => {
    const household = await t.addHousehold(householdNamed('Sharma family', ['Rajesh Sharma'], ['mehendi-ceremony']));
    const { version, site } = await read();
    const days = site.days.map((day) => ({
      ...day,
      events: day.events.filter((event) => event.id !== 'mehendi-ceremony'),
    }));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, 'if-match': version },
      payload: { ...site, days },
    });
    assert.equal(response.statusCode, 409);
    assert.match((response.json() as { message: string }).message, /"mehendi-ceremony" \(1 household is invited/);
    assert.equal((await read()).version, version);

    // Renamed, keeping its id: the household's own page shows the new title at once.
    const renamed = site.days.map((day) => ({
      ...day,
      events: day.events.map((event) =>
        event.id === 'mehendi-ceremony' ? { ...event, title: 'Mehndi under the neem tree' } : event,
      ),
    }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, 'if-match': version },
      payload: { ...site, days: renamed },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const view = await t.app.inject({ method: 'GET', url: `/api/invitations/${household.token}` });
    assert.match(view.body, /Mehndi under the neem tree/);
    const page = await t.app.inject({ method: 'GET', url: `/i/${household.token}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Mehndi under the neem tree/);
  });
});

describe('the content, edited while households’ pages are kept', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('a household’s page made before a save shows what the save changed, next time it is opened', async () => {
    const household = await t.addHousehold(householdNamed('Iyer family', ['Lakshmi Iyer'], ['mehendi-ceremony']));
    const page = async () => (await t.app.inject({ method: 'GET', url: `/i/${household.token}?lang=en` })).body;
    assert.match(await page(), /Ananya/);
    assert.match(await page(), /Ananya/, 'kept, and served again from memory');
    const { version, site } = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } })
    ).json() as SiteDocument;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, 'if-match': version },
      payload: { ...site, couple: { first: 'Meera', second: 'Kabir' } },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const after = await page();
    assert.match(after, /Meera/);
    assert.doesNotMatch(after, /Ananya/);
  });
});

describe('the content, after a hand edit that broke it', () => {
  const t = useTestApp({ signedIn: true });

  test('is refused with 409 saying how to mend it, and the site goes on showing what it had', async () => {
    writeFileSync(path.join(t.dataDir, 'site.json'), '{ "couple": ');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } });
    assert.equal(response.statusCode, 409);
    assert.match((response.json() as { message: string }).message, /not valid JSON .*mend it by hand/);
    assert.match((await t.app.inject({ method: 'GET', url: '/' })).body, /Ananya/);
  });
});

describe('a function’s dress code, edited from the admin', () => {
  const t = useTestApp({ signedIn: true });

  test('a dress code, saved in both languages, is under its function on each language’s page', async () => {
    const { version, site } = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } })
    ).json() as SiteDocument;
    const [day, ...days] = site.days;
    assert.ok(day);
    const [first, ...events] = day.events;
    assert.ok(first);
    const withDress = {
      ...site,
      days: [
        { ...day, events: [{ ...first, dressCode: { en: 'Something yellow', hi: 'कुछ पीला' } }, ...events] },
        ...days,
      ],
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, 'if-match': `"${version}"` },
      payload: withDress,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(
      (await t.app.inject({ method: 'GET', url: '/?lang=en' })).body,
      /Dress code: <bdi>Something yellow<\/bdi>/,
    );
    assert.match((await t.app.inject({ method: 'GET', url: '/?lang=hi' })).body, /पहनावा: <bdi>कुछ पीला<\/bdi>/);
  });
});
