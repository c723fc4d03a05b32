// At the venue the network is often gone: after one visit, the invitation and a household's own page open with no
// network at all (the server is stopped, and the browser told it is offline), through the service worker, with the
// couple's updates at their top. The API and the admin are never kept, and the RSVP form says that an answer needs a network and keeps what was typed.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Household } from '../../shared/guests/schemas';
import { DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie } from '../helpers/server-api';
import { type RunningServer, startServer } from '../helpers/spawn-server';
import { launchBrowser, PHONE, skipWithoutBrowser, waitForHydration } from './browser';

/** Waits until the service worker holds the page at `pathname` (it is told what a first visit loaded, when idle). */
async function waitUntilKept(page: Page, pathname: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const kept = await page.evaluate(
      async (key) => (await caches.match(new URL(key, location.origin).href)) !== undefined,
      pathname,
    );
    if (kept) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`the service worker never kept ${pathname}`);
}

describe('the invitation without a network', { skip: skipWithoutBrowser }, () => {
  const dataDir = dataDirWith(guestListSite());
  let browser: Browser;
  let server: RunningServer;
  let context: BrowserContext;
  let household: Household;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer({ dataDir });
    const cookie = await adminCookie(server.url);
    const created = await fetch(`${server.url}/api/admin/households`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kapoor family',
        members: [{ name: 'Meera Kapoor' }],
        events: ['sagan', 'haldi-ceremony'],
      }),
    });
    household = (await created.json()) as Household;
    // The couple's updates on the day: one for everyone (on both pages), one for the Sagan (the Kapoors' alone).
    for (const update of [
      { text: { en: 'Buses leave the hotel at 17:30' } },
      { text: { en: 'The Sagan moves to 19:00, on the lawn' }, eventId: 'sagan' },
    ]) {
      const posted = await fetch(`${server.url}/api/admin/updates`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(update),
      });
      assert.equal(posted.status, 201);
    }
    context = await browser.newContext(PHONE);
  });
  after(async () => {
    await context.close();
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('after one visit each, both pages open offline, with their itinerary and venues; nothing else does', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    // What an earlier build's worker kept: the new worker, once active, deletes it.
    await page.evaluate(async () => {
      await (await caches.open('wedding-000000000000')).put('/assets/old.js', new Response('old'));
    });
    await waitForHydration(page);
    await waitUntilKept(page, '/');
    await page.goto(`${server.url}/i/${household.token}`);
    await waitForHydration(page);
    await waitUntilKept(page, `/i/${household.token}`);

    // Nothing of the API or the admin was kept, even after being fetched.
    await page.evaluate(async () => {
      await fetch('/api/admin/session');
      await fetch('/admin');
    });
    const keptAddresses = await page.evaluate(async () => {
      const names = await caches.keys();
      const all = await Promise.all(
        names.map(async (name) =>
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
        ),
      );
      return { names, paths: all.flat() };
    });
    assert.equal(keptAddresses.names.length, 1, `one cache, of this build: ${keptAddresses.names.join(', ')}`);
    assert.match(keptAddresses.names[0] ?? '', /^wedding-[0-9a-f]{12}$/);
    assert.ok(
      keptAddresses.paths.every(
        (p) => p === '/' || p.startsWith('/i/') || p.startsWith('/assets/') || p.startsWith('/media/'),
      ),
      keptAddresses.paths.join('\n'),
    );
    assert.ok(
      keptAddresses.paths.some((p) => p.endsWith('.woff2')),
      'the fonts are kept',
    );

    // The venue has no network: no server to reach at all.
    await server.stop();
    await context.setOffline(true);

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Itinerary' }).waitFor();
    assert.ok(await page.getByText('Mehendi Ceremony').first().isVisible());
    assert.ok(await page.getByText('The Aravali Residency').first().isVisible());
    await waitForHydration(page);
    // An answer sent now reaches nothing: the form says it needs a network, and keeps what was typed.
    await page.getByLabel('Full Name *').fill('Asha Verma');
    await page.getByLabel('Email Address *').fill('asha@example.com');
    await page.getByText('Joyfully Accept').click();
    await page.getByRole('button', { name: /Submit RSVP/i }).click();
    await page.getByText('RSVP Submission Failed').waitFor();
    await page.getByRole('status').filter({ hasText: 'Your answer needs a network to be sent' }).waitFor();
    assert.equal(await page.getByLabel('Full Name *').inputValue(), 'Asha Verma', 'the typed name is kept');
    assert.equal(await page.getByLabel('Email Address *').inputValue(), 'asha@example.com');
    // The couple's update for everyone came with the kept page; the private function's did not, and never does.
    assert.ok(await page.getByText('Buses leave the hotel at 17:30').isVisible(), 'the update for everyone, offline');
    assert.equal(await page.getByText('The Sagan moves to 19:00').count(), 0);

    await page.goto(`${server.url}/i/${household.token}`);
    await page.getByText('Dear Kapoor family,').waitFor();
    assert.ok(
      await page.getByText('Sagan & Cocktail Party').first().isVisible(),
      'the private function the household is invited to',
    );
    assert.ok(await page.getByText('The Cyber Greens Club').first().isVisible(), 'and its venue');
    // The updates it was shown are at its top, offline too: the Sagan's new time where the family looks first.
    assert.ok(await page.getByText('The Sagan moves to 19:00, on the lawn').isVisible(), 'its update, offline');
    assert.ok(await page.getByText('Buses leave the hotel at 17:30').isVisible());

    // The admin was never kept: offline it is the browser's own error, not a stale copy.
    await assert.rejects(page.goto(`${server.url}/admin`));
    await page.close();
  });
});

describe('the kept pages, when the server is down behind its proxy', { skip: skipWithoutBrowser }, () => {
  const dataDir = dataDirWith(DEFAULT_SITE_FILE);
  let browser: Browser;
  let server: RunningServer;
  let proxyDown: Server | undefined;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer({ dataDir });
  });
  after(async () => {
    await browser.close();
    await server.stop();
    await new Promise((resolve) => (proxyDown ? proxyDown.close(resolve) : resolve(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a proxy's 502 shows the kept page, in the language asked for; a revoked link's page is forgotten", async () => {
    const cookie = await adminCookie(server.url);
    const created = await fetch(`${server.url}/api/admin/households`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kapoor family', members: [{ name: 'Meera Kapoor' }], events: ['haldi-ceremony'] }),
    });
    const household = (await created.json()) as Household;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/?lang=en`);
    await waitForHydration(page);
    await waitUntilKept(page, '/');
    await page.goto(`${server.url}/?lang=hi`);
    await waitUntilKept(page, '/?lang=hi');
    await page.goto(`${server.url}/i/${household.token}`);
    await waitUntilKept(page, `/i/${household.token}`);

    // The couple gives the household a new link: the old one's page answers 404, and the worker forgets it.
    const renewed = await fetch(`${server.url}/api/admin/households/${household.id}/link`, {
      method: 'POST',
      headers: { cookie },
    });
    assert.equal(renewed.status, 200);
    const revoked = await page.goto(`${server.url}/i/${household.token}`);
    assert.equal(revoked?.status(), 404);
    const forgotten = await page.evaluate(
      async (key) => (await caches.match(new URL(key, location.origin).href)) === undefined,
      `/i/${household.token}`,
    );
    assert.ok(forgotten, 'the revoked page is no longer kept');

    // Node stops; the proxy in front of it answers 502 for everything.
    await server.stop();
    proxyDown = createServer((_request, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>'),
    );
    await new Promise<void>((resolve) => proxyDown?.listen(server.port, '127.0.0.1', resolve));

    await page.goto(`${server.url}/?lang=hi`);
    assert.equal(await page.getAttribute('html', 'lang'), 'hi-IN', 'the Hindi page, as asked');
    await page.goto(`${server.url}/?lang=en`);
    assert.equal(await page.getAttribute('html', 'lang'), 'en-IN', 'the English page, as asked');
    assert.ok(await page.getByText('Mehendi Ceremony').first().isVisible());
    const gone = await page.goto(`${server.url}/i/${household.token}`);
    assert.equal(gone?.status(), 502, 'the revoked page is not shown from the cache');
    await context.close();
  });
});
