// On a function's day the couple's overview says how many of those expected have arrived, from the door's marks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { venueDayOf } from '../../shared/reach/time-zone';
import { daysBetween, withWeddingMoved } from '../../shared/site/move-days';
import type { SiteFile } from '../../shared/site/schema';
import { adminCookie } from '../helpers/server-api';
import { PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';

describe('arrivals on the overview', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('on the Mehendi’s day, the overview reads the door’s count of it', async () => {
    const cookie = await adminCookie(suite.server.url);
    const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${suite.server.url}${url}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      assert.ok(response.ok, `${method} ${url}: ${response.status} ${await response.clone().text()}`);
      return response.json();
    };
    // The wedding moved so that its first day, the Mehendi's, is today at the venue.
    const { version, site } = (await call('GET', '/api/admin/site')) as { version: string; site: SiteFile };
    const today = venueDayOf(Date.now(), site.timeZone);
    await call('PUT', '/api/admin/site', withWeddingMoved(site, daysBetween(site.startDate, today)), {
      'if-match': `"${version}"`,
    });
    const household = (await call('POST', '/api/admin/households', {
      name: 'Sharma family',
      members: [{ name: 'Ravi Sharma' }, { name: 'Anu Sharma' }],
      events: ['mehendi-ceremony'],
    })) as Household;
    const [ravi, anu] = household.members;
    await call('PUT', `/api/admin/households/${household.id}/response`, {
      members: [
        { id: ravi?.id, events: { 'mehendi-ceremony': true } },
        { id: anu?.id, events: { 'mehendi-ceremony': true } },
      ],
    });
    await call('POST', '/api/admin/checkins', {
      householdId: household.id,
      memberIds: [ravi?.id],
      eventId: 'mehendi-ceremony',
      clientId: 'overview-test-1',
    });

    const context = await suite.browser.newContext(PHONE);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: suite.server.url }]);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/admin`);
    await page.getByText('Today at Mehendi Ceremony: 1 of 2 expected have arrived.').waitFor();
    await page
      .getByRole('list', { name: 'Today' })
      .getByRole('listitem')
      .filter({ hasText: 'Mehendi Ceremony' })
      .getByRole('link', { name: 'The door' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'At the door: who arrived' }).waitFor();
    await context.close();
  });
});
