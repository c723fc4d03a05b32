// Stay and travel in the browser, as the "done when" has it: the couple asks the Kapoors about their journey;
// the family, on a phone, says they all arrive by the Rajdhani and want a pickup; the couple makes a hotel with a
// room, puts the family in it and sends Ramesh to the station; the family's page (in English and Hindi) and its
// calendar then show the room and the pickup; the hotel's rooming list and the drivers' sheet carry them, in both
// languages.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Household, HouseholdInput } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, createHousehold } from '../helpers/server-api';
import { openRoom } from './admin-room';
import { assertNoViolations } from './axe';
import { collectPageErrors, DESKTOP, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const dataDir = dataDirWith(guestListSite({ askTravel: true }));

describe('stay and travel, from the family’s phone to the drivers’ sheet', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  let kapoors: Household;

  before(async () => {
    cookie = await adminCookie(suite.server.url);
    const household: HouseholdInput = {
      name: 'Kapoor family',
      side: 'groom',
      phone: '+91 98100 22222',
      members: [{ name: 'Anil Kapoor' }, { name: 'Sunita Kapoor' }],
      events: ['mehendi-ceremony'],
    };
    kapoors = await createHousehold(suite.server.url, household, cookie);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the couple asks the Kapoors about their journey', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/guests');
      const card = page.locator('.household-card', { hasText: 'Kapoor family' });
      await card.getByRole('button', { name: 'Ask about travel' }).click();
      await card.getByRole('button', { name: 'Ask about travel', pressed: true }).waitFor();
      assert.deepEqual(errors, []);
    });
  });

  test('on their phone, the family says they all come by the Rajdhani and would like to be met', async () => {
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/i/${kapoors.token}`);
      const journey = page.getByRole('region', { name: 'Your journey' });
      await journey.getByLabel('Where the family has arranged for us').check();
      await journey.getByLabel('We all travel together').check();
      const arriving = journey.getByRole('group', { name: 'Arriving' });
      await arriving.getByLabel('Date').fill('2025-08-30');
      await arriving.getByLabel('Time').fill('14:35');
      await arriving.getByLabel('By').selectOption('train');
      await arriving.getByLabel('Train or flight number (as on the ticket)').fill('12951 Rajdhani');
      await arriving.getByLabel('Station or airport').fill('Jaipur Junction');
      await arriving.getByLabel('Please pick us up').check();
      await journey.getByLabel(/^Anything we should know/).fill('Dadi uses a wheelchair');
      await journey.getByRole('button', { name: 'Save our journey' }).click();
      await journey.getByRole('status').getByText('Thank you, we have your journey').waitFor();
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
    const view = await (await fetch(`${suite.server.url}/api/invitations/${kapoors.token}`)).json();
    assert.deepEqual(
      view.travel.people.map((person: { arrive: { number: string }; pickup: boolean }) => [
        person.arrive.number,
        person.pickup,
      ]),
      [
        ['12951 Rajdhani', true],
        ['12951 Rajdhani', true],
      ],
    );
  });

  test('the couple makes a hotel with a room, puts the family in it, and sends Ramesh to the station', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/guests');
      await page.getByRole('heading', { level: 1, name: 'Guests' }).waitFor();
      await openRoom(page, 'Stay', 'Stay and travel');
      const addPlace = page.getByRole('form', { name: 'Add a place' });
      await addPlace.getByLabel('Name').fill('Hotel Clarks Amer');
      await addPlace.getByLabel('Address').fill('JLN Marg, Jaipur');
      await addPlace.getByLabel('Check-in').fill('2025-08-30');
      await addPlace.getByLabel('Check-out').fill('2025-09-02');
      await addPlace.getByRole('button', { name: 'Add a place' }).click();
      const addRoom = page.getByRole('form', { name: 'Add a room to Hotel Clarks Amer' });
      await addRoom.getByLabel('Room (name or number)').fill('101');
      await addRoom.getByLabel('Beds').fill('2');
      await addRoom.getByRole('button', { name: 'Add' }).click();
      await page.getByText('0 of 2 beds').waitFor();
      for (const name of ['Anil Kapoor', 'Sunita Kapoor']) {
        const select = page.getByLabel(`Room for ${name}`);
        const room = await select.locator('option', { hasText: 'Hotel Clarks Amer · 101' }).getAttribute('value');
        assert.ok(room);
        await select.selectOption(room);
        await page
          .getByLabel(`Room for ${name}`)
          .and(page.locator(`select:has(option[value="${room}"]:checked)`))
          .waitFor();
      }
      await page.getByText('2 of 2 beds').waitFor();
      const driver = page.getByRole('form', { name: /^Driver for Jaipur Junction 14:00–16:00/ });
      await driver.getByLabel('Driver', { exact: true }).fill('Ramesh');
      await driver.getByLabel('Driver’s phone').fill('+91 98290 12345');
      await driver.getByRole('button', { name: 'Assign' }).click();
      await page.getByText('Driver: Ramesh').first().waitFor();
      await assertNoViolations(page);

      // The lists to send, in English and in Hindi, as the room's links give them.
      const download = async (name: RegExp | string) => {
        const href = await page.getByRole('link', { name }).first().getAttribute('href');
        assert.ok(href);
        return (await fetch(new URL(href, suite.server.url), { headers: { cookie } })).text();
      };
      const rooming = await download('Rooming list for the hotel (CSV)');
      assert.match(
        rooming,
        /Hotel Clarks Amer,101,2,Anil Kapoor,Kapoor family,Sunita Kapoor,2025-08-30,2025-09-02,2025-08-30 14:35,,Dadi uses a wheelchair/,
      );
      assert.match(await download('Rooming list in Hindi (CSV)'), /^जगह,कमरा,बिस्तर,मेहमान/);
      const sheet = await download('Drivers’ sheet for 2025-08-30 (CSV)');
      assert.match(
        sheet,
        /2025-08-30,14:35,arriving,"Anil Kapoor, Sunita Kapoor",Kapoor family,.*,train,12951 Rajdhani,Jaipur Junction,2,yes,Ramesh,/,
      );
      const sheetHi = await download('in Hindi 2025-08-30');
      assert.match(
        sheetHi,
        /आना,"Anil Kapoor, Sunita Kapoor",Kapoor family,.*,ट्रेन,12951 Rajdhani,Jaipur Junction,2,हाँ,Ramesh/,
      );

      // And the family is told where to look, through the same walk as the invitations.
      await openRoom(page, 'Send', 'Sending');
      await page.getByRole('button', { name: 'Send where they stay (1)' }).click();
      const walk = page.getByRole('region', { name: 'Send where they stay' });
      const message = walk.getByRole('note', { name: 'Where Kapoor family stays' });
      assert.match(
        await message.innerText(),
        /^Dear Kapoor family,\s+Where you stay and who meets you for the wedding of /,
      );
      assert.match(await message.innerText(), new RegExp(`/i/${kapoors.token}$`));
      // The test's server is at 127.0.0.1, which no guest's phone opens: the couple says they know.
      await walk.getByRole('button', { name: 'I know: use this address anyway' }).click();
      assert.match(
        (await walk.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '',
        /^https:\/\/wa\.me\/919810022222\?text=/,
      );
      assert.deepEqual(errors, []);
    });
  });

  test('the family reads its room and who meets it, on its page in both languages and in its calendar', async () => {
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/i/${kapoors.token}`);
      const journey = page.getByRole('region', { name: 'Your journey' });
      await journey.getByText('Hotel Clarks Amer, room 101').waitFor();
      await journey
        .getByText('Anil Kapoor, Sunita Kapoor: Saturday, August 30, 2025, 14:35, Jaipur Junction')
        .waitFor();
      await journey.getByText('Driver: Ramesh').waitFor();
      await page.goto(`${suite.server.url}/i/${kapoors.token}?lang=hi`);
      const hindi = page.getByRole('region', { name: 'आपकी यात्रा' });
      await hindi.getByText('Hotel Clarks Amer, कमरा 101').waitFor();
      await hindi.getByText('ड्राइवर: Ramesh').waitFor();
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
    // Unfolded (RFC 5545 folds lines at 75 octets): the entries as a calendar reads them.
    const ics = await (await fetch(`${suite.server.url}/i/${kapoors.token}/calendar.ics?lang=en`)).text();
    const calendar = ics.replace(/\r\n /g, '');
    assert.match(calendar, /SUMMARY:Hotel Clarks Amer\\, room 101\r\n/);
    assert.match(calendar, /DTSTART;VALUE=DATE:20250830\r\nDTEND;VALUE=DATE:20250902/);
    assert.match(
      calendar,
      /SUMMARY:Anil Kapoor\\, Sunita Kapoor: 2025-08-30\\, 14:35\\, Jaipur Junction · Driver: Ramesh\r\n/,
    );
    assert.match(calendar, /DTSTART;TZID=Asia\/Kolkata:20250830T143500\r\nDTEND;TZID=Asia\/Kolkata:20250830T150500/);
  });

  test('on a phone without the script, a family still gives its journey, and is told it is saved', async () => {
    const nairs = await createHousehold(
      suite.server.url,
      { name: 'Nair family', members: [{ name: 'Lakshmi Nair' }], events: [] },
      cookie,
    );
    const marked = await fetch(`${suite.server.url}/api/admin/households/${nairs.id}/travelling`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ travelling: true }),
    });
    assert.equal(marked.status, 200);
    await withPage(suite.browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${suite.server.url}/i/${nairs.token}`);
      const journey = page.getByRole('region', { name: 'Your journey' });
      await journey.getByLabel('On our own').check();
      const arriving = journey.getByRole('group', { name: 'Arriving' });
      await arriving.getByLabel('Date').fill('2025-08-31');
      await arriving.getByLabel('Time').fill('06:10');
      await arriving.getByLabel('By').selectOption('flight');
      await arriving.getByLabel('Train or flight number (as on the ticket)').fill('AI 467');
      await arriving.getByLabel('Please pick us up').check();
      await journey.getByRole('button', { name: 'Save our journey' }).click();
      await page.waitForURL(`${suite.server.url}/i/${nairs.token}/travel#journey`);
      await journey.getByRole('status').getByText('Thank you, we have your journey').waitFor();
      assert.equal(await arriving.getByLabel('Train or flight number (as on the ticket)').inputValue(), 'AI 467');
    });
    const view = await (await fetch(`${suite.server.url}/api/invitations/${nairs.token}`)).json();
    assert.equal(view.travel.stay, 'own');
    assert.deepEqual(view.travel.people[0].arrive, {
      date: '2025-08-31',
      time: '06:10',
      mode: 'flight',
      number: 'AI 467',
      place: null,
    });
    assert.equal(view.travel.people[0].pickup, true);
  });

  test('taking Sunita off the Kapoors asks first, since her room and journey go with her', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/guests');
      const card = page.locator('.household-card', { hasText: 'Kapoor family' });
      await card.getByRole('button', { name: 'Edit' }).click();
      const form = page.locator('form.household-form');
      await form.getByRole('button', { name: 'Remove person 2' }).click();
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await form.getByRole('button', { name: 'Save' }).click();
      assert.equal(
        await asked,
        'Taking Sunita Kapoor off the list also takes the journey, room and pickups arranged for them. Save anyway?',
      );
      await form.waitFor({ state: 'detached' });
      // The browser notes the first answer, the 409 that asked, in its console: that is the question, not a fault.
      assert.deepEqual(
        errors.filter((error) => !error.includes('status of 409')),
        [],
      );
    });
    const household = (await (
      await fetch(`${suite.server.url}/api/admin/households/${kapoors.id}`, { headers: { cookie } })
    ).json()) as Household;
    assert.deepEqual(
      household.members.map((member) => member.name),
      ['Anil Kapoor'],
    );
  });
});
