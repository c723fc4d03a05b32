// A wedding set up on a phone the way a new couple would: through the first-run checklist, the dates moved by a
// month, a sheet imported with the functions as families write them and a household renamed, and the per-person
// sheet of who is coming to what downloaded. Each step's result is checked where the couple would see it.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { movedBy } from '../../shared/site/move-days';
import { openRoom } from './admin-room';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';

const textOf = async (download: Download) => {
  const file = await download.path();
  return (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
};

describe('a wedding set up on a phone, from the first-run checklist', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('checklist, names and photo, dates moved by a month, an import in the families’ words, the answers sheet', async () => {
    const context = await suite.browser.newContext({ ...PHONE, acceptDownloads: true });
    const page: Page = await context.newPage();
    const errors = collectPageErrors(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await suite.signIn(page, '/admin');
    const checklist = page.locator('section.first-run');
    await checklist.getByRole('heading', { name: 'Setting up your wedding: 0 of 8 done' }).waitFor();

    // The first step leads to the content: the names, the photo, the look, and the ceremony renamed.
    await checklist.getByRole('link', { name: 'Your names, and your photo' }).click();
    const editor = page.locator('form.content-editor');
    await editor.getByRole('heading', { name: 'The couple' }).waitFor();
    const first = editor.getByRole('group', { name: 'First name' });
    await first.getByLabel('English').fill('Meera');
    await first.getByLabel('हिन्दी').fill('मीरा');
    const second = editor.getByRole('group', { name: 'Second name' });
    await second.getByLabel('English').fill('Arjun');
    await second.getByLabel('हिन्दी').fill('अर्जुन');
    await editor.getByLabel('The look of the pages').selectOption('marigold');
    const ceremony = editor.getByRole('group', { name: /Jaimaal & Wedding Ceremony/ });
    const title = ceremony.getByRole('group', { name: 'Title' });
    // Hindi first: the English title names the function's group, which the new one renames.
    await title.getByLabel('हिन्दी').fill('फेरे');
    await title.getByLabel('English').fill('Pheras');
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#b5651d' } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'us.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('The photo is on the invitation now.').waitFor();

    // The wedding moves a month later: one question, and every function goes with it.
    const firstDay = editor.getByLabel('First day');
    const startDate = await firstDay.inputValue();
    await firstDay.fill(movedBy(startDate, 30));
    await firstDay.blur();
    await editor
      .getByLabel('Last day')
      .and(page.locator(`[value="${movedBy('2025-09-01', 30)}"]`))
      .waitFor();
    const mehendi = editor.getByRole('group', { name: /Mehendi Ceremony/ });
    assert.equal(await mehendi.getByLabel('Starts').inputValue(), '2025-09-30T13:00');
    await editor.getByRole('button', { name: 'Save the content' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    const guestPage = await (await fetch(`${suite.server.url}/?lang=en`)).text();
    assert.match(guestPage, /Meera/);
    assert.match(guestPage, /Pheras/);

    await openRoom(page, 'Overview', 'RSVP Management');
    await checklist.getByRole('heading', { name: 'Setting up your wedding: 3 of 8 done' }).waitFor();
    for (const done of ['Your names, and your photo', 'The dates and the functions', /^The look of the pages/])
      assert.equal(
        await checklist.getByRole('listitem').filter({ hasText: done }).getByRole('img', { name: 'Done' }).count(),
        1,
        String(done),
      );

    // The guest list, imported in the families' own words.
    await checklist.getByRole('link', { name: /^The guest list/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Guests' }).waitFor();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const sheet = [
      'Household,Name,Functions,Greeting',
      'Sharma family,Ravi Sharma,"Mehndi, फेरे",Sharma ji and family',
      'Sharma family,Anu Sharma,"Mehndi, फेरे",',
      'Kapoor family,Meera Kapoor,Phere,',
    ].join('\n');
    const choose = (text: string) =>
      page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await choose(sheet);
    const preview = page.locator('.import-panel [role="status"]');
    await preview.getByText('guests.csv: 2 new, 0 changed, 0 unchanged.').waitFor();
    assert.match(await preview.innerText(), /1 household has no greeting .*: “Kapoor family”/);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.locator('.household-card', { hasText: 'Sharma family' }).waitFor();

    // Renamed in the exported sheet, the household is the same one: changed, not added.
    const exported = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export with links' }).click();
    const list = await textOf(await exported);
    assert.match(list, /Sharma family,Ravi Sharma,.*,Mehendi Ceremony; Pheras,/);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await choose(list.replaceAll('Kapoor family,', 'Kapoor parivar,'));
    await preview.getByText(/: 0 new, 1 changed, 1 unchanged\.$/).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.locator('.household-card', { hasText: 'Kapoor parivar' }).waitFor();
    assert.equal(await page.locator('.household-card').count(), 2);

    // Who is coming to what: one row per person, the functions under their titles.
    const answers = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Who is coming to what (CSV)' }).click();
    const rows = (await textOf(await answers)).trimEnd().split('\r\n');
    assert.match(rows[0] ?? '', /^Household,Side,Person,Child,Check-in,Mehendi Ceremony,.*,Pheras,Meal,/);
    assert.equal(rows.length, 1 + 3);
    assert.ok(rows.some((row) => row.startsWith('Kapoor parivar,') && row.includes(',No answer yet,')));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
