// A couple starts their wedding from their tradition on a phone: from the first-run checklist to the Content room,
// "Tamil" chosen, what it brings and what it replaces read, a yes, the Tamil functions in the draft, a save, and the
// guest page in English and in Tamil with the Nichayathartham and the Muhurtham (the real build, spawned as
// production runs it). A draft replaced can be put back before it is saved.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertNoViolations } from './axe';
import { openWatchedPage, PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';

describe('a wedding started from a tradition, on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  let page: Page;
  let editor: Locator;
  let pageErrors: string[];
  const questions: string[] = [];
  const guestPage = async (query: string) => (await fetch(`${suite.server.url}/${query}`)).text();
  const section = () => editor.getByRole('region', { name: 'Start from a tradition' });

  before(async () => {
    ({ page, pageErrors } = await openWatchedPage(suite.browser, PHONE));
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await suite.signIn(page, '/admin');
    editor = page.locator('form.content-editor');
  });

  test('the first-run checklist offers it, and it is at the top of the Content room', async () => {
    await page
      .locator('section.first-run')
      .getByRole('link', { name: /^Start from your tradition/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'The site’s content' }).waitFor();
    await section().getByLabel('Tradition').waitFor();
    // The list of traditions arrives after the section is drawn: wait for it rather than count what is there yet.
    await section().getByRole('option', { name: 'Tamil' }).waitFor({ state: 'attached' });
    assert.ok(await section().getByRole('option', { name: 'Tamil' }).count());
    assert.ok((await section().getByRole('option').count()) >= 9, 'eight traditions or more, and "Choose one"');
  });

  test('Tamil, chosen, says what it brings and what it replaces, and changes nothing until asked', async () => {
    await section().getByLabel('Tradition').selectOption({ label: 'Tamil' });
    await section().getByText('“Tamil”: 4 functions over 2 days, in English, தமிழ்.').waitFor();
    await section().getByRole('listitem').filter({ hasText: 'Nichayathartham' }).waitFor();
    await section()
      .getByText(/^It replaces the draft below: .* your 6 functions and 3 venues/)
      .waitFor();
    await assertNoViolations(page);
    assert.equal(await editor.getByRole('group', { name: /Nichayathartham/ }).count(), 0);
    assert.deepEqual(questions, []);
  });

  test('once the couple says yes, the draft is Tamil; saved, the guests read it in English and in Tamil', async () => {
    await section().getByRole('button', { name: 'Replace the draft with “Tamil”' }).click();
    assert.equal(questions.length, 1);
    assert.match(questions[0] ?? '', /^Replace the draft with “Tamil”\? Nothing changes for guests until you save/);
    await section().getByRole('status').getByText('“Tamil” is in the draft below').waitFor();
    await editor
      .getByRole('group', { name: /Nichayathartham/ })
      .first()
      .waitFor();
    await editor
      .getByRole('group', { name: /Muhurtham/ })
      .first()
      .waitFor();
    assert.equal(await editor.getByRole('group', { name: /Baaraat/ }).count(), 0);

    await editor.getByRole('button', { name: 'Save the content' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    const english = await guestPage('?lang=en');
    assert.match(english, /Nichayathartham/);
    assert.match(english, /Muhurtham/);
    assert.match(english, /Meenakshi/);
    assert.doesNotMatch(english, /Baaraat/);
    const tamil = await guestPage('?lang=ta');
    assert.match(tamil, /நிச்சயதார்த்தம்/);
    assert.match(tamil, /முகூர்த்தம்/);
    const versions = editor.getByRole('region', { name: 'Earlier versions' }).getByRole('listitem');
    assert.equal(await versions.count(), 1, 'the sample it replaced is kept');
  });

  test('another tradition loaded, then put back: the draft is as it was, and nothing was saved', async () => {
    await section().getByLabel('Tradition').selectOption({ label: 'Bengali' });
    await section().getByRole('button', { name: 'Replace the draft with “Bengali”' }).click();
    await editor
      .getByRole('group', { name: /Gaye Holud/ })
      .first()
      .waitFor();
    await section().getByRole('button', { name: 'Put back the draft as it was' }).click();
    await editor
      .getByRole('group', { name: /Nichayathartham/ })
      .first()
      .waitFor();
    assert.equal(await editor.getByRole('group', { name: /Gaye Holud/ }).count(), 0);
    assert.match(await guestPage('?lang=en'), /Nichayathartham/);
    assert.deepEqual(pageErrors, []);
  });
});
